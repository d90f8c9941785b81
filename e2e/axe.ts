import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from './browser';

// docs/decisions/0029-accessible-at-two-widths.md: wcag2a, wcag2aa, wcag21aa and wcag22aa; plus wcag21a, since AA conformance
// includes the level-A criteria that WCAG 2.1 added.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An axe scan with the WCAG 2.2 AA tags; fails with the violations listed. */
async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The page fits its viewport's width, and an open dialog fits its own box: nothing makes
 * either scroll sideways (a dialog scrolls on its own, so the page's width would not show it). */
async function expectNoSidewaysScroll(page: Page) {
  const overflowing = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('[role="dialog"]')]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(
        (element) =>
          `${element.localName}: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
      ),
  );
  expect(overflowing, 'scrolls sideways').toEqual([]);
}

/** Resizes the page and waits for the layout that follows (two frames). */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * The page as it stands (a route, a dialog open, results shown), at each of VIEWPORTS: no axe
 * violations and no sideways scrolling. Resizing in place keeps the state the test built, so
 * one flow covers both widths; the viewport is restored afterwards.
 */
export async function expectAccessible(page: Page, include?: string) {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    // a named step, so that a failure says at which width
    await test.step(`accessible at ${viewport.width} px`, async () => {
      await resize(page, viewport);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page, include);
    });
  }
  if (original) await resize(page, original);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import { VIEWPORTS } from './browser';

// docs/decisions/0029-accessible-at-two-widths.md: wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa; plus wcag21a, since AA conformance
// includes the level-A criteria that WCAG 2.1 added.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe's minified build, read once per worker and put into a page only when the page does not
// hold it yet (docs/decisions/0167-axe-runs-in-the-page-it-scans.md)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An axe scan with the WCAG 2.2 AA tags of the page (or of `include` in it); fails with the
 * violations listed. axe runs in the page's own document: the app draws no frames. */
async function expectNoAxeViolations(page: Page, include?: string) {
  const holdsAxe = () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (!(await page.evaluate(holdsAxe))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const { axe } = window as unknown as { axe: typeof AxeCore };
      const results = await axe.run(selector ?? document, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { selector: include, tags: AXE_TAGS },
  );
  expect(violations).toEqual([]);
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

// What every trust page test checks: the page's title, its one h1, its section headings in
// order with no level skipped, and the footer (docs/decisions/0100-trust-pages.md).
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderWithProviders } from '../render';

/** Opens a trust page signed out and waits for its heading. */
export async function openTrustPage(route: string, heading: string) {
  const rendered = renderWithProviders({ route });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return rendered;
}

export async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

/** The h2 headings of the page, in order; and no heading deeper than one below the last. */
export function sectionHeadings() {
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  levels.forEach((level, i) =>
    expect(level - (levels[i - 1] ?? 0), `heading ${i + 1}`).toBeLessThanOrEqual(1),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

/** The link of that name inside the page's main region. */
export const mainLink = (name: string | RegExp) =>
  within(screen.getByRole('main')).getByRole('link', { name });

/** The section whose heading is `name`. */
export const section = (name: string) => within(screen.getByRole('region', { name }));

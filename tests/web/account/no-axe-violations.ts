import axe from 'axe-core';
import { expect } from 'vitest';

// the WCAG 2.2 AA tags of the e2e scans (e2e/axe.ts, docs/decisions/0029-accessible-at-two-widths.md);
// contrast needs a real layout, which those scans have
export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

// How the end-to-end tests and scripts/screenshots.ts launch Chromium (DEVELOPERS.md: Debian's
// where it exists, else Playwright's own) and at which widths they look at the pages.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumLaunchOptions: LaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

// Issue 7: every page at a desktop and a phone width (the accessibility scans, the screenshots).
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

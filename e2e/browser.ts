// How the end-to-end tests and the screenshots project launch Chromium (Debian's build where it
// exists, else Playwright's own; docs/testing.md) and at which widths they look at the pages.
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

// Every page at a desktop and a phone width, for the accessibility scans and the screenshots
// (docs/decisions/0029-accessible-at-two-widths.md).
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

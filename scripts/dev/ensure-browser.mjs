// Makes sure the end-to-end tests have a Chromium: Debian's where it can be had
// (Playwright's own download is not reachable everywhere), else Playwright's.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const configured = process.env.CHROMIUM_PATH;
if (configured ? existsSync(configured) : existsSync('/usr/bin/chromium')) process.exit(0);

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Installing Debian\'s chromium for the end-to-end tests…');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log('No system Chromium found; installing Playwright\'s…');
  run('npx playwright install chromium');
}

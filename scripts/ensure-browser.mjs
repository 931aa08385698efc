// The journeys drive Debian's Chromium: Playwright's own browser builds are not downloaded. `npm test` runs this
// first, so a machine without the browser is set up (as root with apt-get, as CI is) or told at once, before
// minutes of unit tests, what single command sets it up.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const PACKAGES = ['chromium', 'chromium-headless-shell'];
const command = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

const found = () =>
  (process.env.CHROME_PATH ? [process.env.CHROME_PATH] : BROWSERS).some((file) => existsSync(file));

if (!found()) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    process.exit(1);
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log(`Chromium is missing: installing ${PACKAGES.join(' ')} with apt-get (once).`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  }
  if (!found()) {
    console.error(
      `The browser journeys need Chromium, which is not installed. Install it with:\n\n  ${command}\n\n` +
        '(or point CHROME_PATH at a Chromium or Chrome binary), then run npm test again.',
    );
    process.exit(1);
  }
}

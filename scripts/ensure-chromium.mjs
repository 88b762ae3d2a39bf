// Browser tests drive Debian's Chromium; Playwright cannot download a browser here.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt) {
  console.error(`Chromium is missing at ${CHROMIUM} and apt-get is not available.
Install Chromium and set CHROMIUM_PATH to its executable.`);
  process.exit(1);
}
const asRoot = process.getuid?.() === 0;
const sudo = asRoot ? [] : ['sudo'];
console.log('Chromium is missing: installing Debian chromium with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const [cmd, ...pre] = [...sudo, 'apt-get'];
let code = await run(cmd, [...pre, 'update', '-qq'], { env });
if (code === 0) code = await run(cmd, [...pre, 'install', '-y', '-qq', 'chromium'], { env });
if (code !== 0 || !existsSync(CHROMIUM)) {
  console.error('Could not install Chromium with apt-get.');
  process.exit(code || 1);
}

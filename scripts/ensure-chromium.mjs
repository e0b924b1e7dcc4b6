#!/usr/bin/env node
// Makes sure Debian's Chromium (and a fixed font set, for deterministic screenshots)
// is installed. Playwright cannot download its own browser on these machines.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const fontFile = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(fontFile)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath} (or the DejaVu fonts are). Install them with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core\n' +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium and fonts-dejavu-core (about a minute)...');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(`Could not install Chromium with apt-get: ${error.message}`);
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}

#!/usr/bin/env node
// Takes a screenshot of a page with Debian's Chromium:
//   node scripts/screenshot.mjs <url> <out.png> [width=1280] [height=800] [--full]
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/chromium.js';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [--full]');
  process.exit(2);
}
ensureChromium();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
console.log(out);

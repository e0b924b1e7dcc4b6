import { chromium } from 'playwright-core';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({ value: entry.value, t: Math.round(entry.startTime), sources: entry.sources.map((s) => ({ node: s.node ? (s.node.outerHTML || s.node.textContent || '').slice(0, 160) : null, prev: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round), cur: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round) })) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(() => window.__shifts);
  console.log(path, 'CLS', shifts.reduce((a, s) => a + s.value, 0).toFixed(3));
  for (const s of shifts) console.log(JSON.stringify(s).slice(0, 900));
  await page.screenshot({ path: `/tmp/cls-${path.replace(/\W+/g, '_')}.png` });
  await context.close();
}
await browser.close();

#!/usr/bin/env node
// Benchmarks (not tests): bundle bytes per route, Lighthouse mobile performance and
// server latency/throughput of the built shop on a free localhost port.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse] [--runs 3]
// Results are printed and written to .bench/latest.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromiumArgs } from '../tests/chromium.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';
import { run } from './process.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3);
const clientDir = path.resolve('storefront/build/client');

if (!args.includes('--no-build')) await run('npm', ['run', 'build', '--silent']);

// 1. Bundle bytes per route: the JS a first visit to each route downloads.
const manifestFile = readFileSync(path.resolve('storefront/build/server/index.js'), 'utf8');
const manifestMatch = /var server_manifest_default = (\{[\s\S]*?\n\});/.exec(manifestFile);
const bundles = {};
if (manifestMatch) {
  const manifest = Function(`return ${manifestMatch[1]}`)();
  const size = (file) => {
    const body = readFileSync(path.join(clientDir, file));
    return { raw: body.length, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
  };
  const entryFiles = [manifest.entry.module, ...manifest.entry.imports];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id === 'root') continue;
    const files = new Set([...entryFiles, manifest.routes.root.module, ...(manifest.routes.root.imports ?? []), route.module, ...(route.imports ?? [])]);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const s = size(file.replace(/^\//, ''));
      total.raw += s.raw;
      total.gzip += s.gzip;
      total.brotli += s.brotli;
    }
    bundles[id] = { files: files.size, ...total };
  }
}
console.log('\nJS per route (first visit, all chunks):');
for (const [id, b] of Object.entries(bundles)) {
  console.log(`  ${id.padEnd(28)} ${String(b.files).padStart(2)} files  ${(b.gzip / 1024).toFixed(1)} kB gzip  ${(b.brotli / 1024).toFixed(1)} kB brotli  ${(b.raw / 1024).toFixed(1)} kB raw`);
}

// 2. Start the built shop on a fresh database.
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const server = spawn('node', ['storefront/build/server/index.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 600; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

// 3. Latency and throughput: a bounded number of requests at a fixed concurrency.
async function load(url, { requests = 400, concurrency = 8 } = {}) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const start = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  return { requests: times.length, rps: Math.round(times.length / seconds), p50: pct(50), p95: pct(95), p99: pct(99) };
}

const targets = { home: '/', healthz: '/healthz' };
for (const candidate of ['/search/ajax/suggest?q=jack', '/customer/section/load?sections=cart']) {
  try {
    if ((await fetch(base + candidate)).status < 500) targets[candidate] = candidate;
  } catch {
    /* endpoint not there */
  }
}
const latency = {};
console.log('\nServer (400 requests, 8 concurrent; ms):');
for (const [name, url] of Object.entries(targets)) {
  latency[name] = await load(base + url);
  const l = latency[name];
  console.log(`  ${name.padEnd(40)} ${String(l.rps).padStart(5)} req/s  p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99}`);
}

// 4. Lighthouse mobile performance, median of several runs.
const lighthouse = {};
if (!args.includes('--no-lighthouse')) {
  const chromePath = ensureChromium();
  for (const [name, url] of Object.entries({ home: '/' })) {
    const scores = [];
    for (let i = 0; i < runs; i++) {
      const out = path.join(os.tmpdir(), `lh-${process.pid}-${i}.json`);
      await run('npx', ['lighthouse', base + url, '--only-categories=performance', '--form-factor=mobile', '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], {
        env: { ...process.env, CHROME_PATH: chromePath },
      });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      scores.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: Math.round(report.audits['largest-contentful-paint'].numericValue),
        tbt: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: report.audits['cumulative-layout-shift'].numericValue,
      });
    }
    scores.sort((a, b) => a.score - b.score);
    lighthouse[name] = scores[Math.floor(scores.length / 2)];
    const m = lighthouse[name];
    console.log(`\nLighthouse mobile ${name} (median of ${runs}): performance ${m.score}, LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}`);
  }
}

server.kill();
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', JSON.stringify({ date: new Date().toISOString(), bundles, latency, lighthouse }, null, 2));
console.log('\nWritten .bench/latest.json');

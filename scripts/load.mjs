// A small HTTP load generator for the bench: `connections` keep-alive connections, each sending its
// next request as soon as the previous answer is read, for `seconds`; latency percentiles in ms.
// wrk (the Debian package) is used instead for one address when it is installed: it costs the
// 2-core machine less CPU than this client, which competes with the server it measures.
import { execFileSync, spawnSync } from 'node:child_process';
import http from 'node:http';

/** The Accept-Encoding a browser sends: the bench measures what a browser is served. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd', Accept: 'text/html,application/xhtml+xml' };

/** The path of wrk when installed, else null. */
export function wrkPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** One GET on `agent`: status and body bytes read. */
function get(url, agent, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Loads `urls` in turn (one address or a list to cycle through) with Node's http client. */
async function nodeLoad(urls, { connections, seconds, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let next = 0;
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const url = urls[next++ % urls.length];
        const t0 = performance.now();
        try {
          const answer = await get(url, agent, headers);
          bytes += answer.bytes;
          if (answer.status < 200 || answer.status >= 400) failures++;
        } catch {
          failures++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { tool: 'node', requests: latencies.length, failures, rps: Math.round(latencies.length / elapsed), p50: percentile(latencies, 50), p99: percentile(latencies, 99), kbPerRequest: Number((bytes / Math.max(1, latencies.length) / 1024).toFixed(1)) };
}

/** wrk's figures for one address (2 threads). */
function wrkLoad(wrk, url, { connections, seconds, headers }) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const out = spawnSync(wrk, args, { encoding: 'utf8' }).stdout;
  const ms = (text) => {
    const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
    return value === undefined ? null : Number((Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1)).toFixed(1));
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const transfer = /Transfer\/sec:\s+([\d.]+)(KB|MB|GB)/.exec(out);
  const rps = Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0));
  const kbPerSecond = transfer ? Number(transfer[1]) * { KB: 1, MB: 1024, GB: 1024 * 1024 }[transfer[2]] : 0;
  return { tool: 'wrk', requests, failures: non2xx, rps, p50: ms(/50%\s+(\S+)/.exec(out)?.[1] ?? ''), p99: ms(/99%\s+(\S+)/.exec(out)?.[1] ?? ''), kbPerRequest: rps ? Number((kbPerSecond / rps).toFixed(1)) : null };
}

/**
 * Loads one address (wrk when installed) or cycles through several (Node's client) at a fixed
 * number of connections for a number of seconds.
 */
export async function load(urls, { connections = 20, seconds = 5, headers = BROWSER_HEADERS } = {}) {
  const list = Array.isArray(urls) ? urls : [urls];
  const wrk = list.length === 1 ? wrkPath() : null;
  return wrk ? wrkLoad(wrk, list[0], { connections, seconds, headers }) : nodeLoad(list, { connections, seconds, headers });
}

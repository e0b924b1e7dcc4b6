// Preloaded into the shop server by the bench (`node --import`): measures the event loop's delay
// with monitorEventLoopDelay, and the process's CPU time. On SIGUSR2 it writes what it saw since
// the last signal to BENCH_EVENT_LOOP_FILE ({ sequence, max, p99, mean, cpu } in ms) and starts again.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let sequence = 0;
  let cpu = process.cpuUsage();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('SIGUSR2', () => {
    sequence += 1;
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(`${file}.partial`, JSON.stringify({ sequence, max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean), cpu: (used.user + used.system) / 1000 }));
    renameSync(`${file}.partial`, file);
    histogram.reset();
  });
}

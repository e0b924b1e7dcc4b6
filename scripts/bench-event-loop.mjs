// Preloaded into the shop server by the bench (`node --import`): measures the event loop's delay
// with monitorEventLoopDelay, and the process's CPU time. On SIGUSR2 it writes what it saw since
// the last signal to BENCH_EVENT_LOOP_FILE ({ sequence, max, p99, mean, cpu, gcMax, gc } in ms) and
// starts again. The garbage collector's pauses (`gcMax` the longest, `gc` their sum) tell whether
// the longest delay was the collector's or the shop's own code.
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let sequence = 0;
  let cpu = process.cpuUsage();
  const gc = { max: 0, sum: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.max = Math.max(gc.max, entry.duration);
      gc.sum += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('SIGUSR2', () => {
    sequence += 1;
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    // Written whole, then renamed: the bench never reads half a file.
    writeFileSync(`${file}.partial`, JSON.stringify({ sequence, max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean), cpu: (used.user + used.system) / 1000, gcMax: Number(gc.max.toFixed(1)), gc: Number(gc.sum.toFixed(1)) }));
    renameSync(`${file}.partial`, file);
    histogram.reset();
    gc.max = 0;
    gc.sum = 0;
  });
}

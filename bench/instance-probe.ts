// Preloaded into each app instance a benchmark forks (bench/instances.ts): every second, the
// process's memory and CPU go to the benchmark over the IPC channel. The app's code is unchanged.
export type ProbeSample = { rss: number; heapUsed: number; heapTotal: number; external: number; cpuSeconds: number };

if (process.send) {
  setInterval(() => {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const sample: ProbeSample = {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    // With a callback, a closed channel (the benchmark gone) is an error passed here, not thrown.
    if (process.connected) process.send!(sample, undefined, {}, () => {});
  }, 1000).unref();
}

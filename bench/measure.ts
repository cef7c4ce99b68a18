/** Median wall time of `runs` calls, in ms, after one warm-up call. */
export async function medianMs(runs: number, work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Median CPU time (user + system) of `runs` calls, in ms, after one warm-up call. */
export async function medianCpuMs(runs: number, work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export function report(name: string, ms: number, baseline?: { name: string; ms: number }): void {
  const ratio =
    baseline === undefined ? '' : `  ×${(ms / baseline.ms).toFixed(2)} of ${baseline.name}`;
  console.log(`${name.padEnd(62)} ${ms.toFixed(2).padStart(10)} ms${ratio}`);
}

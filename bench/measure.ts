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

export function report(name: string, ms: number, baseline?: { name: string; ms: number }): void {
  const ratio =
    baseline === undefined ? '' : `  ×${(ms / baseline.ms).toFixed(2)} of ${baseline.name}`;
  console.log(`${name.padEnd(62)} ${ms.toFixed(2).padStart(10)} ms${ratio}`);
}

export interface Figures {
  /** Median wall time, ms. */
  wall: number;
  /** Median CPU time of the process (every thread, the garbage collector's too), ms. */
  cpu: number;
}

/**
 * Medians of `runs` rounds of `a` and `b` after one warm-up each, the two taking turns going
 * first. On shared cores a lone run moves by 2× or more with what else runs and with when the
 * garbage collector steps in; taking turns puts both under the same conditions.
 */
export async function pairedMedians(
  runs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[Figures, Figures]> {
  await a();
  await b();
  const samples = [
    { work: a, wall: [] as number[], cpu: [] as number[] },
    { work: b, wall: [] as number[], cpu: [] as number[] },
  ];
  for (let round = 0; round < runs; round += 1) {
    for (const sample of round % 2 === 0 ? samples : [...samples].reverse()) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await sample.work();
      sample.wall.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      sample.cpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  const median = (values: number[]): number =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const [first, second] = samples.map(({ wall, cpu }) => ({
    wall: median(wall),
    cpu: median(cpu),
  }));
  return [first ?? { wall: 0, cpu: 0 }, second ?? { wall: 0, cpu: 0 }];
}

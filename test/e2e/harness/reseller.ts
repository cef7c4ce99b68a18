import { startSimulator } from '../../../src/sandbox';
import type { Simulator } from '../../../src/sandbox';

/** The reseller account of the real-account tests, held by a simulator over loopback HTTP. */
export const RESELLER = { email: 'reseller@example.com', apiKey: 'Rk7-live-4c1f9e2b8a6d' };

export async function startResellerSimulator(): Promise<Simulator> {
  const sim = await startSimulator();
  sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
  return sim;
}

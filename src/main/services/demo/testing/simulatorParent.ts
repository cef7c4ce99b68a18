import { startSimulatorProcess } from '../simulatorProcess';

// An app in miniature for the tests: starts the demo simulator's process, says where it is,
// then waits to be killed.
const sim = await startSimulatorProcess({ seed: 'demo' });
process.stdout.write(`${JSON.stringify({ pid: sim.pid, baseUrl: sim.baseUrl })}\n`);
setInterval(() => undefined, 60_000);

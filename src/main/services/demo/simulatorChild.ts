import { startSimulator } from '../../../sandbox';
import type { Simulator } from '../../../sandbox';
import { fillDemoCacheFile } from './demoPortfolio';
import type { FromSimulatorChild, ToSimulatorChild } from './simulatorChildProtocol';

/**
 * The simulator in a process of its own: its 100,000 demo domains, its answers and its
 * provisioning timers never share the services' heap or event loop, as a real provider's
 * never would. Started by Node's `fork` (preview, tests, benchmarks) or Electron's
 * `utilityProcess.fork` (the app); either way it ends with its parent.
 */

interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as { parentPort?: ParentPort }).parentPort;

function send(message: FromSimulatorChild): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send?.(message);
}

function onMessage(listener: (message: ToSimulatorChild) => void): void {
  if (parentPort) {
    parentPort.on('message', (event) => {
      listener(event.data as ToSimulatorChild);
    });
  } else {
    process.on('message', (message) => {
      listener(message as ToSimulatorChild);
    });
  }
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

let simulator: Simulator | undefined;

async function handle(message: ToSimulatorChild): Promise<void> {
  if (message.kind === 'start') {
    if (simulator) return;
    simulator = await startSimulator(message.options);
    const demo = simulator.demoCredentials;
    const currency = demo && simulator.account(demo.email)?.currency;
    send({
      kind: 'ready',
      baseUrl: simulator.baseUrl,
      controlUrl: simulator.controlUrl,
      ...(demo && currency !== undefined && { demo: { ...demo, currency } }),
    });
    return;
  }
  if (!simulator) throw new Error('The simulator has not been started.');
  const domains = await simulator.portfolioOf(message.email);
  const written = fillDemoCacheFile(message.cacheFile, message.accountId, domains);
  send({ kind: 'filled', id: message.id, written });
}

onMessage((message) => {
  handle(message).catch((error: unknown) => {
    send({
      kind: 'failed',
      ...(message.kind === 'fill' && { id: message.id }),
      message: errorText(error),
    });
  });
});

// Ends with the parent: Node's IPC channel closes when the parent exits or crashes. Where
// there is no such channel (Electron), a parent that is gone leaves us to another parent id.
process.on('disconnect', () => process.exit(0));
const parentId = process.ppid;
setInterval(() => {
  if (process.ppid !== parentId) process.exit(0);
}, 1000).unref();

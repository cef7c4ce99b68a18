import { startSimulator } from './index';

/** `npm run sandbox`: the simulator with the demo portfolio, until SIGINT/SIGTERM. */
const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT ?? ''}`);
  process.exit(1);
}

const sim = await startSimulator({ port, seed: 'demo' });

// Handlers go in before anything is printed: whoever waits for the banner may stop us at once.
let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  sim.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('Could not stop cleanly', err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const demo = sim.demoCredentials;
console.log('DomainDesk reseller API simulator');
console.log(`  API base URL : ${sim.baseUrl}`);
console.log(`  API e-mail   : ${demo?.email ?? '(none)'}`);
console.log(`  API key      : ${demo?.apiKey ?? '(none)'}`);
console.log(`  Control URL  : ${sim.controlUrl}`);
console.log('Stop with Ctrl+C.');

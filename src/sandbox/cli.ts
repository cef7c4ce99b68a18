import { startSimulator } from './index';

/**
 * `npm run sandbox [-- --allow-any-user-agent]`: the simulator with the demo portfolio, until
 * SIGINT/SIGTERM. The switch turns off the web-protection proxy's User-Agent block, so a
 * provider's own tools (curl, the vendor's module) can be tried against it.
 */
const SWITCHES = ['--allow-any-user-agent'];
const unknown = process.argv.slice(2).filter((arg) => !SWITCHES.includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}; the only option is --allow-any-user-agent`);
  process.exit(1);
}
const allowAnyUserAgent = process.argv.includes('--allow-any-user-agent');
const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT ?? ''}`);
  process.exit(1);
}

const sim = await startSimulator({ port, seed: 'demo', allowAnyUserAgent });

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
console.log(
  allowAnyUserAgent
    ? '  User-Agent   : any (the web-protection block is off)'
    : '  User-Agent   : non-browser agents get 403 "error code: 1010" (--allow-any-user-agent lifts it)',
);
console.log('Stop with Ctrl+C.');

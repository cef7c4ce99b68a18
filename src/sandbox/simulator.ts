import type { AddressInfo } from 'node:net';
import { createControlHandler } from './control';
import { SandboxCore } from './core';
import { seedDemo } from './seed';
import { BASE_PATH, CONTROL_PATH, createSandboxServer } from './server';
import type { Simulator, SimulatorOptions } from './types';

/** Starts the reseller API simulator on 127.0.0.1 and resolves once it listens. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const core = new SandboxCore(options);
  const seed = options.seed ?? 'empty';
  if (seed === 'demo') core.demoCredentials = await seedDemo(core);
  else if (typeof seed === 'object') core.demoCredentials = await seedDemo(core, seed.demoDomains);

  let origin = '';
  const server = createSandboxServer(
    core.state,
    createControlHandler(core, () => `${origin}${BASE_PATH}`),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}${BASE_PATH}`,
    controlUrl: `${origin}${CONTROL_PATH}`,
    addAccount(init) {
      core.addAccount(init);
    },
    account: (email) => core.account(email),
    setCredit(email, credit) {
      core.setCredit(email, credit);
    },
    setVerified(email, verified) {
      core.setVerified(email, verified);
    },
    setRateLimit(email, perSecond) {
      core.setRateLimit(email, perSecond);
    },
    setAllowedAddresses(email, addresses) {
      core.setAllowedAddresses(email, addresses);
    },
    domain: (name) => core.domain(name),
    domainsOf: (email) => core.domainsOf(email),
    portfolioOf: (email) => core.portfolioOf(email),
    provision(name) {
      core.provision(name);
    },
    completeTransfer(name, outcome) {
      core.completeTransfer(name, outcome);
    },
    eppCodeFor: (name) => core.eppCodeFor(name),
    faults: core.faults,
    setClockOffsetMs(ms) {
      core.setClockOffsetMs(ms);
    },
    get requests() {
      return core.requests;
    },
    countRequests: (filter) => core.countRequests(filter),
    get demoCredentials() {
      return core.demoCredentials;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

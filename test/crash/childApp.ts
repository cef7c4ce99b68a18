import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ChannelName, ChannelOutput, Result } from '../../src/shared/ipc';

const CHILD = fileURLToPath(new URL('./servicesChild.ts', import.meta.url));

/** DomainDesk's services running in a child process (see `servicesChild.ts`). */
export interface ChildApp {
  call<C extends ChannelName>(channel: C, input?: unknown): Promise<Result<ChannelOutput<C>>>;
  /** Puts the account's API key in the child's keychain (kept in its memory). */
  setKey(accountId: string, apiKey: string): Promise<void>;
  /** Moves the child's clock forward. */
  advance(ms: number): Promise<void>;
  /** What the services logged. */
  readonly logs: string[];
  /** Kills the process with SIGKILL: nothing of it runs after this. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: string;
  log?: string;
  ready?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

export async function startChildApp(env: {
  dataDir: string;
  clockOffsetMs: number;
}): Promise<ChildApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      DD_DATA_DIR: env.dataDir,
      DD_CLOCK_OFFSET_MS: String(env.clockOffsetMs),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const logs: string[] = [];
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let markReady = (): void => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const gone = exited(child);
  void gone.then(() => {
    for (const { reject } of waiting.values()) reject(new Error('the services process ended'));
    waiting.clear();
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    const reply = JSON.parse(line) as Reply;
    if (reply.ready) markReady();
    if (reply.log !== undefined) logs.push(reply.log);
    if (reply.id === undefined) return;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error !== undefined) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply.result);
  });
  const stdin = child.stdin;
  const send = (command: Record<string, unknown>): Promise<unknown> => {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      stdin.write(`${JSON.stringify({ ...command, id })}\n`);
    });
  };
  await Promise.race([
    ready,
    gone.then(() => {
      throw new Error('the services process ended before it was ready');
    }),
  ]);

  return {
    call: async <C extends ChannelName>(channel: C, input?: unknown) =>
      (await send({ channel, input })) as Result<ChannelOutput<C>>,
    async setKey(accountId, apiKey) {
      await send({ op: 'key', accountId, apiKey });
    },
    async advance(ms) {
      await send({ op: 'advance', ms });
    },
    logs,
    async kill() {
      child.kill('SIGKILL');
      await gone;
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await send({ op: 'close' }).catch(() => undefined);
      await gone;
    },
  };
}

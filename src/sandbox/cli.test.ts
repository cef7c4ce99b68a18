import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { computeToken } from '../main/api/token';

/** Runs `npm run sandbox` with `args` until it prints its banner, or until it exits. */
function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', ...args], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const banner = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Stop with Ctrl+C.')) resolve(out);
    });
    child.on('exit', (code) => {
      reject(new Error(`exited with ${String(code)}: ${err}`));
    });
  });
  return { child, banner, stderr: () => err };
}

const field = (out: string, name: string): string =>
  new RegExp(`${name} +: (\\S+)`).exec(out)?.[1] ?? '';

describe('npm run sandbox', () => {
  it('with --allow-any-user-agent answers curl instead of the proxy block', async () => {
    const { child, banner } = startCli(['--allow-any-user-agent']);
    try {
      const out = await banner;
      expect(out).toContain('User-Agent   : any (the web-protection block is off)');
      const email = field(out, 'API e-mail');
      const headers = {
        'User-Agent': 'curl/8.5.0',
        username: email,
        token: computeToken(email, field(out, 'API key'), new Date()),
      };
      const res = await fetch(`${field(out, 'API base URL')}/version`, { headers });
      expect(res.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses an unknown option, naming it', async () => {
    const { banner, stderr } = startCli(['--allow-any-agent']);
    await expect(banner).rejects.toThrow(/exited with 1/);
    expect(stderr()).toContain('Unknown option --allow-any-agent');
  });
});

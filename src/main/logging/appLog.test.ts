import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppLog } from './appLog';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'domaindesk-log-'));
  folders.push(folder);
  return join(folder, 'logs');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the app log', () => {
  it('writes each message as a dated line in a file of the folder it was given', () => {
    const log = createAppLog({ folder: tempFolder() });
    log.write('The cache was closed cleanly.');
    const text = readFileSync(log.file, 'utf8');
    expect(text).toMatch(/^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] The cache was closed cleanly\.\n$/);
  });

  it('never writes a key it knows, nor anything labelled as a token', () => {
    const key = 'k3y-Only-This-Account-Has-0001';
    const log = createAppLog({ folder: tempFolder(), knownSecrets: () => [key] });
    log.write(`A call failed with ${key} and token: NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUw in it`);
    const text = readFileSync(log.file, 'utf8');
    expect(text).not.toContain(key);
    expect(text).not.toContain('NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUw');
    expect(text).toContain('A call failed with [redacted]');
  });

  it('sets a full log aside instead of growing without end', () => {
    const log = createAppLog({ folder: tempFolder() });
    const line = 'x'.repeat(10_000);
    for (let i = 0; i < 260; i += 1) log.write(line);
    expect(existsSync(join(log.folder, 'main.old.log'))).toBe(true);
    expect(readFileSync(log.file).length).toBeLessThan(2 * 1024 * 1024);
  });

  it('echoes the redacted line where asked (the preview prints to its terminal)', () => {
    const lines: string[] = [];
    const log = createAppLog({
      folder: tempFolder(),
      knownSecrets: () => ['s3cr3t-API-key'],
      echo: (line) => lines.push(line),
    });
    log.write('verify with s3cr3t-API-key failed');
    expect(lines).toEqual(['verify with [redacted] failed']);
  });

  it('writes nothing to its folder once closed (a demo run removes it)', () => {
    const lines: string[] = [];
    const log = createAppLog({ folder: tempFolder(), echo: (line) => lines.push(line) });
    log.close();
    log.write('A late line.');
    expect(existsSync(log.folder)).toBe(false);
    expect(lines).toEqual(['A late line.']);
  });
});

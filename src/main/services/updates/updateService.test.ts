import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUpdateService, UPDATE_CHECK_FILE } from './updateService';
import type { UpdateServiceOptions } from './updateService';

type Answer = (res: ServerResponse) => void;

let server: Server;
let feedUrl: string;
let answer: Answer;
let requests: { path: string; headers: IncomingHttpHeaders }[];
let dataDir: string;

const release = (tag: string, extra: Record<string, unknown> = {}): Answer => {
  return (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        tag_name: tag,
        html_url: `https://example.com/domaindesk/releases/tag/${tag}`,
        draft: false,
        prerelease: false,
        body: 'Notes',
        ...extra,
      }),
    );
  };
};

beforeEach(async () => {
  requests = [];
  answer = release('v0.1.0');
  dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-update-'));
  server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/releases/latest`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

function service(overrides: Partial<UpdateServiceOptions> = {}) {
  return createUpdateService({ version: '0.1.0', feedUrl, enabled: () => true, ...overrides });
}

describe('checking for a newer release', () => {
  it('finds a newer release and names its page', async () => {
    answer = release('v0.2.0');
    const result = await service().check();
    expect(result).toMatchObject({
      status: 'checked',
      current: '0.1.0',
      latest: '0.2.0',
      newer: true,
      url: 'https://example.com/domaindesk/releases/tag/v0.2.0',
    });
    expect(result.status === 'checked' && Date.parse(result.checkedAt)).toBeGreaterThan(0);
  });

  it('is not newer for the same or an older release', async () => {
    answer = release('v0.1.0');
    expect(await service().check()).toMatchObject({ status: 'checked', newer: false });
    answer = release('0.0.9');
    expect(await service().check()).toMatchObject({ latest: '0.0.9', newer: false });
  });

  it('never offers a pre-release over its own release', async () => {
    answer = release('v1.0.0-rc.1');
    expect(await service({ version: '1.0.0' }).check()).toMatchObject({ newer: false });
    expect(await service({ version: '1.0.0-beta.2' }).check()).toMatchObject({ newer: true });
    // Someone on the release candidate is told of the release itself.
    answer = release('v1.0.0');
    expect(await service({ version: '1.0.0-rc.1' }).check()).toMatchObject({ newer: true });
  });

  it('sends only a User-Agent naming the version: no key, cookie or account data', async () => {
    await service().check();
    const headers = requests[0]?.headers ?? {};
    expect(headers['user-agent']).toBe('DomainDesk/0.1.0');
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(requests[0]?.path).toBe('/releases/latest');
  });

  it('answers "could not check" for a malformed feed, a bad tag or a non-https page', async () => {
    const cases: [Answer, string][] = [
      [(res) => res.end('<html>not json'), 'not JSON'],
      [(res) => res.end(JSON.stringify({ name: 'x' })), 'not a release'],
      [release('latest'), 'not a version'],
      [release('v9.0.0', { html_url: 'http://example.com/x' }), 'not a release'],
      [release('v9.0.0', { html_url: 'javascript:alert(1)' }), 'not a release'],
      [release('v9.0.0', { draft: true }), 'not a release'],
      [
        (res) => {
          res.statusCode = 404;
          res.end('{}');
        },
        'HTTP 404',
      ],
    ];
    for (const [feed, reason] of cases) {
      answer = feed;
      const result = await service().check();
      expect(result.status).toBe('failed');
      expect(result.status === 'failed' && result.message).toContain(reason);
      expect(result.status === 'failed' && result.message).toMatch(/^Could not check for updates/);
    }
  });

  it('stops reading an oversized answer', async () => {
    answer = (res) => {
      res.write(`{"tag_name":"v9.0.0","body":"`);
      res.end(`${'x'.repeat(2_000_000)}"}`);
    };
    const result = await service().check();
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && result.message).toContain('too large');
  });

  it('gives up on a feed that does not answer in time', async () => {
    answer = () => undefined; // never answers
    const started = Date.now();
    const result = await service({ timeoutMs: 300 }).check();
    expect(result.status === 'failed' && result.message).toContain('did not answer in time');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers a network failure instead of failing', async () => {
    const closed = feedUrl;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    server.listen(0, '127.0.0.1');
    const result = await service({ feedUrl: closed }).check();
    expect(result.status === 'failed' && result.message).toContain('could not be reached');
  });

  it('follows no redirect to plain http, and refuses a feed address that is not https', async () => {
    answer = (res) => {
      res.statusCode = 302;
      res.setHeader('Location', 'http://example.com/releases/latest');
      res.end();
    };
    const redirected = await service().check();
    expect(redirected.status === 'failed' && redirected.message).toContain('redirected');
    expect(requests).toHaveLength(1);

    const plain = await service({ feedUrl: 'http://example.com/feed' }).check();
    expect(plain.status === 'failed' && plain.message).toContain('not https');
  });
});

describe('the look on start', () => {
  it('asks at most once a day, and not at all when turned off', async () => {
    let clock = Date.parse('2026-11-27T08:00:00Z');
    const now = () => clock;
    answer = release('v0.3.0');
    const first = await service({ dataDir, now }).checkOnStart();
    expect(first).toMatchObject({ status: 'checked', newer: true, latest: '0.3.0' });
    expect(requests).toHaveLength(1);

    // A later start the same day shows the same answer without asking (kept in the file).
    clock += 6 * 60 * 60 * 1000;
    const again = await service({ dataDir, now }).checkOnStart();
    expect(again).toMatchObject({ status: 'checked', newer: true, latest: '0.3.0' });
    expect(requests).toHaveLength(1);
    expect(readFileSync(join(dataDir, UPDATE_CHECK_FILE), 'utf8')).not.toContain('127.0.0.1');

    // After an update to that release, the kept answer is no longer "newer".
    expect(await service({ dataDir, now, version: '0.3.0' }).checkOnStart()).toMatchObject({
      newer: false,
    });

    clock += 24 * 60 * 60 * 1000;
    await service({ dataDir, now }).checkOnStart();
    expect(requests).toHaveLength(2);

    clock += 48 * 60 * 60 * 1000;
    const off = await service({ dataDir, now, enabled: () => false }).checkOnStart();
    expect(off.status).toBe('skipped');
    expect(requests).toHaveLength(2);
  });
});

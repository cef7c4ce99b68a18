import { afterEach, describe, expect, it } from 'vitest';
import { WEB_SECRET_HEADER } from '../shared/ipc';
import { TICKET_LIFETIME_MS } from './eventTickets';
import { startTestWeb } from './testing/testServer';
import type { TestWeb } from './testing/testServer';

let running: TestWeb | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(): Promise<TestWeb> {
  running = await startTestWeb();
  return running;
}

/** The cookie the page set: what any local page's server on another port also receives. */
async function pageCookie(t: TestWeb): Promise<string> {
  const page = await fetch(t.web.url);
  return page.headers.get('set-cookie')?.split(';')[0] ?? '';
}

async function ticket(t: TestWeb): Promise<string> {
  const response = await fetch(`${t.web.origin}/events/ticket`, {
    method: 'POST',
    headers: { [WEB_SECRET_HEADER]: t.web.secret },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** Opens the event stream and reads its first bytes, or the refusal. */
async function openEvents(t: TestWeb, query: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${t.web.origin}/events?${query}`, {
    headers,
    signal: controller.signal,
  });
  let text: string;
  if (response.ok) {
    // A stream never ends: its first bytes say it is attached.
    const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
    const first = await reader?.read();
    text = first?.value ? new TextDecoder().decode(first.value) : '';
  } else {
    text = await response.text();
  }
  controller.abort();
  return { status: response.status, text };
}

describe('the page cookie of the browser preview', () => {
  it('is not the secret, and brings neither the secret nor the first answers with the page', async () => {
    const t = await start();
    const cookie = await pageCookie(t);
    expect(cookie).not.toContain(t.web.secret);

    const page = await fetch(`${t.web.origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(t.web.secret);
    expect(html).not.toContain('domaindesk-secret');
    expect(html).not.toContain('domaindesk-start');
    // The built files, which hold nothing of the run, load with it.
    const asset = await fetch(`${t.web.origin}/assets/app.js`, { headers: { cookie } });
    expect(asset.status).toBe(200);
  });

  it('still gets the page telling where to go, for a tab that has no secret', async () => {
    const t = await start();
    const cookie = await pageCookie(t);
    const page = await fetch(`${t.web.origin}/open-the-printed-address`, { headers: { cookie } });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('Open the address <code>npm run web</code> printed');
  });

  it('opens no event stream and gets no ticket; neither does the secret in the address', async () => {
    const t = await start();
    const cookie = await pageCookie(t);
    expect((await openEvents(t, '', { cookie })).status).toBe(403);
    expect((await openEvents(t, `secret=${t.web.secret}`, { cookie })).status).toBe(403);
    const asked = await fetch(`${t.web.origin}/events/ticket`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(asked.status).toBe(403);
  });
});

describe('event stream tickets', () => {
  it('open the stream once, fetched with the secret header', async () => {
    const t = await start();
    const fresh = await ticket(t);
    expect(fresh).not.toContain(t.web.secret);
    const opened = await openEvents(t, `ticket=${fresh}`);
    expect(opened).toEqual({ status: 200, text: 'retry: 2000\n: connected\n\n' });
    expect((await openEvents(t, `ticket=${fresh}`)).status).toBe(403);
  });

  it('expire 30 seconds after they were handed out', async () => {
    const t = await start();
    const late = await ticket(t);
    const inTime = await ticket(t);
    t.clock.ms += TICKET_LIFETIME_MS - 1;
    expect((await openEvents(t, `ticket=${inTime}`)).status).toBe(200);
    t.clock.ms += 1;
    expect((await openEvents(t, `ticket=${late}`)).status).toBe(403);
  });
});

describe('the address handed to the browser the preview starts', () => {
  it('holds no secret, opens the page with it once, and is worth nothing after a minute', async () => {
    const t = await start();
    const once = t.web.openOnceUrl();
    expect(once).not.toContain(t.web.secret);
    const page = await fetch(once);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `<meta name="domaindesk-secret" content="${t.web.secret}" />`,
    );
    expect((await fetch(once)).status).toBe(403);

    const late = t.web.openOnceUrl();
    t.clock.ms += 60_000;
    expect((await fetch(late)).status).toBe(403);
  });
});

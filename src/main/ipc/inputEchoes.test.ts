import { afterEach, describe, expect, it } from 'vitest';
import { must, openDesk } from '../services/testing/deskHarness';
import type { Desk } from '../services/testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

describe('answers that quote what was sent', () => {
  it('name a 1 MB setting key by its start, in an answer of a few hundred bytes', async () => {
    const d = await openDesk();
    desk = d;
    const key = `pageSize${'x'.repeat(1024 * 1024)}`;
    const result = await d.call('settings:update', { [key]: 10 });
    expect(result.ok).toBe(false);
    const text = JSON.stringify(result);
    expect(text.length).toBeLessThan(2000);
    expect(!result.ok && result.error.message).toMatch(
      /^Invalid input for settings:update: input: "pageSizex{31}… is not a setting of DomainDesk/,
    );
  });

  it('never give back an API key pasted with the names to add', async () => {
    const d = await openDesk();
    desk = d;
    const accountId = await d.connect();
    const report = must(
      await d.call('portfolio:addNames', {
        accountId,
        text: `fresh-name.com\n${d.apiKey}\nfresh-name.com, ${d.apiKey}`,
      }),
    );
    expect(JSON.stringify(report)).not.toContain(d.apiKey);
    expect(report.lines.map((line) => [line.line, line.input, line.outcome])).toEqual([
      [1, 'fresh-name.com', 'added'],
      [2, '[redacted]', 'invalid'],
      [3, 'fresh-name.com', 'duplicate'],
      [3, '[redacted]', 'invalid'],
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let portfolio: PortfolioService;
const opened: PortfolioHarness[] = [];

beforeEach(async () => {
  h = await startPortfolioHarness();
  opened.push(h);
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
});
afterEach(async () => {
  for (const harness of opened.splice(0)) await harness.close();
});

/** Name, tags and notes of every domain of the account, as the grid shows them. */
function portfolioOf(service: PortfolioService, accountId: string) {
  return service
    .list({ accountId, limit: 1000 })
    .rows.map((row) => ({ name: row.name, tags: [...row.tags].sort(), notes: row.notes }));
}

describe('a portfolio exported as CSV and imported again', () => {
  it('comes back with the same names, tags (spaces, commas and all) and notes', async () => {
    const account = h.main.accountId;
    await portfolio.addNames(account, 'acme-shop.com\nsmith-law.net\nplain.org\nbücher.de');
    portfolio.setTags(['acme-shop.com'], ['VIP Client', 'client-acme'], account);
    portfolio.setTags(['smith-law.net'], ['Smith, John; Ltd'], account);
    portfolio.setTags(['bücher.de'], ['Kunde | Berlin', 'de'], account);
    portfolio.setNotes(
      { accountId: account, name: 'acme-shop.com' },
      'Renews by hand.\nAsk "Ann", first.',
    );
    portfolio.setNotes({ accountId: account, name: 'plain.org' }, '=not a formula');
    const before = portfolioOf(portfolio, account);
    expect(before.find((d) => d.name === 'acme-shop.com')?.tags).toEqual([
      'VIP Client',
      'client-acme',
    ]);

    const csv = await portfolio.exportCsv({ kind: 'filter', accountId: account, filter: {} });

    // A fresh profile: its own simulator and its own SQLite file.
    const fresh = await startPortfolioHarness();
    opened.push(fresh);
    const other = createPortfolioService(fresh.ctx, { timers: fresh.timers });
    const report = await other.importCsv(fresh.main.accountId, csv);

    expect(report).toMatchObject({ added: 4, invalid: 0, duplicates: 0 });
    const after = portfolioOf(other, fresh.main.accountId);
    // The formula guard's leading apostrophe is the one change the export makes on purpose.
    expect(after).toEqual(
      before.map((d) => (d.name === 'plain.org' ? { ...d, notes: "'=not a formula" } : d)),
    );
  });
});

describe('importing rows for domains already in the portfolio', () => {
  const header = 'domain,tags,notes';

  it('previews what their tags and notes would become and changes nothing until asked', async () => {
    const account = h.main.accountId;
    await portfolio.addNames(account, 'kept.com\nsame.com');
    portfolio.setTags(['kept.com'], ['old'], account);
    portfolio.setNotes({ accountId: account, name: 'kept.com' }, 'old note');
    const csv = [header, 'kept.com,"new\nold",new note', 'same.com,,', 'fresh.com,t,n'].join('\n');

    const preview = await portfolio.previewNames(account, 'csv', csv);
    expect(preview).toMatchObject({ added: 1, alreadyInPortfolio: 2, updatable: 1, updated: 0 });
    expect(preview.lines[0]?.reason).toContain('The file adds tag "new" and replaces its notes.');

    const plain = await portfolio.importCsv(account, csv);
    expect(plain).toMatchObject({ added: 1, updatable: 1, updated: 0 });
    expect(portfolio.get({ accountId: account, name: 'kept.com' }).domain).toMatchObject({
      tags: ['old'],
      notes: 'old note',
    });
  });

  it('merges their tags and replaces their notes when asked, in the same import', async () => {
    const account = h.main.accountId;
    await portfolio.addNames(account, 'kept.com\nnotes-only.com\nuntouched.com');
    portfolio.setTags(['kept.com'], ['old', 'VIP Client'], account);
    portfolio.setNotes({ accountId: account, name: 'kept.com' }, 'old note');
    portfolio.setNotes({ accountId: account, name: 'untouched.com' }, 'stays');
    const csv = [
      header,
      'kept.com,"VIP Client\nnew one",new note',
      'notes-only.com,,first note',
      'untouched.com,,',
      'fresh.com,t,n',
    ].join('\n');

    const report = await portfolio.importCsv(account, csv, { updateExisting: true });

    expect(report).toMatchObject({ added: 1, alreadyInPortfolio: 3, updatable: 2, updated: 2 });
    expect(report.lines[0]?.reason).toContain(
      'Updated: adds tag "new one" and replaces its notes.',
    );
    const domain = (name: string) => portfolio.get({ accountId: account, name }).domain;
    expect(domain('kept.com')).toMatchObject({
      tags: ['VIP Client', 'new one', 'old'],
      notes: 'new note',
    });
    expect(domain('notes-only.com')).toMatchObject({ tags: [], notes: 'first note' });
    expect(domain('untouched.com')).toMatchObject({ tags: [], notes: 'stays' });
    expect(domain('kept.com')).toMatchObject({ origin: 'added' });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let portfolio: PortfolioService;

beforeEach(async () => {
  h = await startPortfolioHarness();
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
});
afterEach(async () => {
  await h.close();
});

async function activeDomain(stem: string): Promise<string> {
  const name = await h.orderRegistration(h.main, stem);
  h.sim.provision(name);
  return name;
}

describe('adding domains by pasting names', () => {
  it('adds each name once, confirms it with the API and reports every bad entry with its reason', async () => {
    const mine = await activeDomain('pasted');
    const text = [
      `  ${mine.toUpperCase()} , exa_mple.com`,
      '',
      'nodot',
      `${mine}.`,
      'someone-elses-domain.net; https://www.Example.org/path',
      'bad..dots.com',
    ].join('\n');

    const report = await portfolio.addNames(h.main.accountId, text);

    expect(report.lines.map((l) => [l.line, l.input, l.outcome])).toEqual([
      [1, mine.toUpperCase(), 'added'],
      [1, 'exa_mple.com', 'invalid'],
      [3, 'nodot', 'invalid'],
      [4, `${mine}.`, 'duplicate'],
      [5, 'someone-elses-domain.net', 'added'],
      [5, 'https://www.Example.org/path', 'added'],
      [6, 'bad..dots.com', 'invalid'],
    ]);
    expect(report).toMatchObject({ added: 3, duplicates: 1, invalid: 3, alreadyInPortfolio: 0 });
    const reasons = report.lines.map((l) => l.reason);
    expect(reasons[1]).toBe(
      '"exa_mple.com" is not a valid domain name: it contains "_", which is not allowed in a domain name.',
    );
    expect(reasons[2]).toContain('has no extension (for example nodot.com)');
    expect(reasons[3]).toBe('Same as line 1.');
    expect(reasons[6]).toContain('empty part');

    // Confirmed with GET information: ours is active, the others are not in this account.
    expect(report.lines[0]).toMatchObject({ name: mine, status: 'active' });
    expect(report.lines[4]).toMatchObject({
      name: 'someone-elses-domain.net',
      status: 'not_in_account',
    });
    expect(report.lines[5]).toMatchObject({ name: 'www.example.org', status: 'not_in_account' });
    const row = portfolio.get({ accountId: h.main.accountId, name: mine });
    expect(row.domain).toMatchObject({
      origin: 'added',
      status: 'active',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
    });
    expect(row.snapshots.information?.data).toMatchObject({ domain: mine });
  });

  it('keeps both forms of an internationalised name and reports names already held', async () => {
    const first = await portfolio.addNames(h.main.accountId, 'Bücher-Laden.de');
    expect(first.lines[0]).toMatchObject({
      outcome: 'added',
      name: 'xn--bcher-laden-thb.de',
      unicodeName: 'bücher-laden.de',
    });

    const again = await portfolio.addNames(h.main.accountId, 'xn--bcher-laden-thb.de');
    expect(again.lines[0]).toMatchObject({
      outcome: 'already_in_portfolio',
      status: 'not_in_account',
    });
    expect(again.lines[0]?.reason).toContain('Already in the portfolio');
  });
});

describe('importing a CSV file', () => {
  it('reads the domain column with tags and notes, reporting bad rows by line', async () => {
    const mine = await activeDomain('csvimport');
    const csv = [
      'Notes;Domain;Tags',
      `"Client A; main site";${mine};vip|client-a`,
      ';;',
      '"unclosed;foo.com;x',
    ].join('\r\n');
    const csvWithBlankRow = csv.replace(';;', ';   ;');

    const report = await portfolio.importCsv(h.main.accountId, csvWithBlankRow);

    expect(report.lines.map((l) => [l.line, l.outcome])).toEqual([
      [2, 'added'],
      [3, 'invalid'],
      [4, 'invalid'],
    ]);
    expect(report.lines[1]?.reason).toBe('No domain name in the "Domain" column.');
    expect(report.lines[2]?.reason).toBe('A quote opened here is never closed.');
    const row = portfolio.get({ name: mine }).domain;
    expect(row).toMatchObject({
      origin: 'imported',
      status: 'active',
      notes: 'Client A; main site',
    });
    expect(row.tags).toEqual(['client-a', 'vip']);
  });

  it('takes the first column when there is no header', async () => {
    const report = await portfolio.importCsv(
      h.main.accountId,
      'alpha-example.com,2027-01-01\n"beta example.com",x\n',
    );
    expect(report.lines.map((l) => l.outcome)).toEqual(['added', 'invalid']);
    expect(report.lines[1]?.reason).toContain('contains a space');
  });
});

import { describe, expect, it } from 'vitest';
import type { DnsRecordView } from '../../src/shared/ipc/channels/domainsTypes';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { settled } from './pages/appPage';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();
const TARGETS = 4;

const record = (hostname: string, address: string): DnsRecordView => ({
  hostname,
  type: 'A',
  address,
  priority: 0,
});

/** Active demo domains drawn in the grid, split by whether they hold DNS records. */
async function activeShown(session: DemoSession, portfolio: PortfolioPage) {
  await portfolio.page.setViewportSize({ width: 1280, height: 820 });
  const active = new Set(await session.control.domainsIn('active', 300));
  const shown = (await portfolio.shownDomains()).filter((name) => active.has(name));
  const dnsOf = async (name: string) =>
    (await session.control.call<{ dns: DnsRecordView[] }>('GET', `/domains/${name}`)).dns;
  const empty: string[] = [];
  const others: string[] = [];
  for (const name of shown) ((await dnsOf(name)).length === 0 ? empty : others).push(name);
  return { empty, others, dnsOf };
}

/** Replaces a domain's records, as its DNS editor would. */
async function setRecords(session: DemoSession, name: string, records: DnsRecordView[]) {
  const { domains } = session.preview.services;
  const ref = { accountId: session.accountId, name };
  const base = (await domains.getDns(ref)).data;
  await domains.saveDns(ref, { records, base });
}

async function copyDnsFrom(portfolio: PortfolioPage, model: string, targets: readonly string[]) {
  for (const name of targets) await portfolio.tick(name);
  const dialog = await portfolio.chooseAction('Copy from a model domain…');
  await dialog.getByPlaceholder('Type to search the portfolio').fill(model);
  await portfolio.page.getByRole('option', { name: model, exact: true }).click();
  await dialog.getByText('DNS records', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  await dialog.getByRole('table', { name: 'Changes per domain' }).waitFor();
  await settled(dialog);
  return dialog;
}

describe('copying DNS records from a model domain, guarded as a single-domain save is', () => {
  it('names a model with no records and offers no apply: every zone would be emptied', async () => {
    const session = await app.demo();
    const portfolio = new PortfolioPage(session.browser.page);
    await portfolio.open();
    const { empty, others, dnsOf } = await activeShown(session, portfolio);
    const [model = ''] = empty;
    const targets = [...empty.slice(1), ...others].slice(0, TARGETS);
    for (const [i, name] of targets.entries()) {
      await setRecords(session, name, [
        record('@', `192.0.2.${i + 1}`),
        record('www', '192.0.2.99'),
      ]);
    }

    const dialog = await copyDnsFrom(portfolio, model, targets);
    await dialog.getByText(`${TARGETS} domains to change`).waitFor();
    const alert = dialog.getByRole('alert').filter({ hasText: 'no DNS records' });
    expect(await alert.innerText()).toContain(
      `${model} has no DNS records: this deletes all records of ${TARGETS} domains.`,
    );
    expect(
      await dialog.getByRole('button', { name: `Apply to ${TARGETS} domains…` }).isDisabled(),
    ).toBe(true);
    await session.shoot('portfolio-copy-empty-model');
    for (const name of targets) expect(await dnsOf(name)).toHaveLength(2);
  });

  it('asks a second time, naming each zone, before removing most of it', async () => {
    const session = await app.demo();
    const portfolio = new PortfolioPage(session.browser.page);
    await portfolio.open();
    const { others, empty, dnsOf } = await activeShown(session, portfolio);
    const [model = '', ...rest] = [...empty, ...others];
    const targets = rest.slice(0, TARGETS);
    await setRecords(session, model, [record('@', '198.51.100.7')]);
    for (const name of targets) {
      await setRecords(session, name, [
        record('@', '192.0.2.1'),
        record('www', '192.0.2.2'),
        record('shop', '192.0.2.3'),
      ]);
    }

    const dialog = await copyDnsFrom(portfolio, model, targets);
    await dialog.getByRole('button', { name: `Apply to ${TARGETS} domains…` }).click();
    await dialog.getByRole('button', { name: `Copy to ${TARGETS} domains` }).click();
    const second = dialog.getByRole('alert').filter({ hasText: 'This removes most of the zone' });
    await second.waitFor();
    const named = second.getByRole('list', { name: 'Zones losing most of their records' });
    expect(await named.getByRole('listitem').allInnerTexts()).toEqual(
      targets.map((name) => `${name}: 3 of its 3 records removed`),
    );
    // Nothing sent before the second confirmation.
    for (const name of targets) expect(await dnsOf(name)).toHaveLength(3);
    await session.shoot('portfolio-copy-zone-removals');

    await dialog
      .getByRole('button', { name: `Yes, remove the records of ${TARGETS} domains and copy` })
      .click();
    expect(await portfolio.jobFinished(/Copying/)).toMatch(
      new RegExp(`^${TARGETS} of ${TARGETS} domains`),
    );
    for (const name of targets) {
      expect((await dnsOf(name)).map((r) => r.address)).toEqual(['198.51.100.7']);
    }
  });
});

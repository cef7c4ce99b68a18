import { describe, expect, it } from 'vitest';
import type { ContactSetInput } from '../../src/shared/ipc/channels/domainsTypes';
import { CONTACT } from '../../src/sandbox/testing/orderFields';
import { e2eSessions } from './harness/session';
import { settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';

const app = e2eSessions();

const noSidewaysScroll = (page: DomainPage) =>
  page.page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

function historyRow(page: DomainPage, id: number) {
  return page.page
    .getByRole('table', { name: 'Domain history' })
    .getByRole('row')
    .filter({ hasText: `#${String(id)}` });
}

describe('undoing an older change from the history', () => {
  it('undoes it on top of later changes, with the difference shown before saving', async () => {
    const session = await app.demo();
    await session.page.setViewportSize({ width: 1280, height: 820 });
    const [name = ''] = await session.control.domainsIn('active');
    const { domains } = session.services;
    const ref = { name };
    const base = (await domains.getDns(ref)).data;
    const first = await domains.saveDns(ref, {
      records: [...base, { hostname: '@', type: 'MX', address: 'mail.example.net', priority: 10 }],
      base,
    });
    const long = `v=spf1 ${'include:_spf.mail-provider.example.net '.repeat(6)}-all`;
    await domains.saveDns(ref, {
      records: [...first.data, { hostname: '@', type: 'TXT', address: long, priority: 0 }],
      base: first.data,
    });

    const page = new DomainPage(session.page);
    await page.open(name);
    await page.section('History');
    await historyRow(page, first.activityId)
      .getByRole('button', { name: 'Undo this change…' })
      .click();
    const diff = page.dialog().getByRole('table', { name: 'Restore changes' });
    await diff.waitFor();
    const lines = await diff.innerText();
    expect(lines).toContain('mail.example.net');
    expect(lines).not.toContain('v=spf1');
    await session.shoot('domain-history-undo');
    await page.dialog().getByRole('button', { name: 'Undo the change' }).click();
    await page.page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();

    const live = (await domains.getDns(ref)).data;
    expect(live.some((r) => r.type === 'MX' && r.address.startsWith('mail.example.net'))).toBe(
      false,
    );
    expect(live.some((r) => r.type === 'TXT' && r.address === long)).toBe(true);
    await settled(page.page.getByRole('table', { name: 'Domain history' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await session.shoot('domain-history-undone');
  });

  it('names the later change in the way, in words, with a link to it', async () => {
    const session = await app.demo();
    await session.page.setViewportSize({ width: 1280, height: 820 });
    const [name = ''] = await session.control.domainsIn('active');
    const { domains } = session.services;
    const ref = { name };
    const contacts = (company: string): ContactSetInput => ({
      Registrant: { ...CONTACT, fullname: '', address2: '', tax_id: '', companyname: company },
      Technical: { ...CONTACT, fullname: '', address2: '', tax_id: '' },
      Billing: { ...CONTACT, fullname: '', address2: '', tax_id: '' },
      Admin: { ...CONTACT, fullname: '', address2: '', tax_id: '' },
    });
    await domains.saveContacts(ref, { contacts: contacts('Acme') });
    const first = await domains.saveContacts(ref, { contacts: contacts('Beta Trading Ltd') });
    const later = await domains.saveContacts(ref, { contacts: contacts('Gamma GmbH') });

    const page = new DomainPage(session.page);
    await page.open(name);
    await page.section('History');
    await historyRow(page, first.activityId)
      .getByRole('button', { name: 'Undo this change…' })
      .click();
    await page
      .dialog()
      .getByText(
        `Registrant · Company was changed again by change #${String(later.activityId)}, so undoing this change would overwrite that.`,
        { exact: false },
      )
      .waitFor();
    expect(await page.dialog().getByRole('button', { name: 'Undo the change' }).isDisabled()).toBe(
      true,
    );
    expect(
      await page
        .dialog()
        .getByText(/\{"|"live"/)
        .count(),
    ).toBe(0);
    await session.shoot('domain-history-in-the-way');
    await page
      .dialog()
      .getByRole('button', { name: `Show change #${String(later.activityId)}` })
      .click();
    await page.dialog().waitFor({ state: 'detached' });
    const focused = await page.page.evaluate<string>("document.activeElement?.id ?? ''");
    expect(focused).toBe(`history-change-${String(later.activityId)}`);
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

describe("the overview's registrar lock", () => {
  it('is stated once, with its age, after a change made since the record was read', async () => {
    const session = await app.demo();
    await session.page.setViewportSize({ width: 1280, height: 820 });
    const [name = ''] = await session.control.domainsIn('active');
    const { portfolio, domains } = session.services;
    await portfolio.sync(session.control.accountId, name);
    await domains.setLock({ name }, true);
    await portfolio.sync(session.control.accountId, name);
    await domains.setLock({ name }, false);

    const page = new DomainPage(session.page);
    await page.open(name);
    await page.page.getByRole('table', { name: 'Information record' }).waitFor();
    await page.page.getByText(/^Unlocked \(as of (just now|\d+ min ago)\)$/).waitFor();
    expect(await page.page.getByText('Registrar lock', { exact: true }).count()).toBe(1);
    expect(await page.page.getByText('Locked', { exact: true }).count()).toBe(0);
    await session.shoot('domain-overview-lock');
  });
});

import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';

const app = e2eSessions();

interface SimDomain {
  readonly dns?: readonly { hostname: string; type: string; address: string; priority: number }[];
}

const liveDns = async (s: DemoSession, name: string) =>
  ((await s.control.call<SimDomain>('GET', `/domains/${name}`)).dns ?? []).map(
    (r) => `${r.hostname} ${r.type} ${r.address}`,
  );

describe('editing DNS records on the domain page', () => {
  it('adds and deletes records after a review, re-reads the result and restores the previous set', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await page.open(name);
    await page.section('DNS');
    const before = await page.dnsRows();
    const original = await liveDns(session, name);
    expect(before).toHaveLength(original.length);

    await page.addDnsRecord('shop', 'A', '192.0.2.50');
    await page.deleteDnsRecord(before.length);
    await session.shoot('domain-dns-edited');
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    const review = page.dialog();
    await settled(review);
    expect(await review.getByRole('table', { name: 'DNS changes' }).innerText()).toMatch(
      /Added[\s\S]*shop\s+A\s+192\.0\.2\.50[\s\S]*Removed/,
    );
    await session.shoot('domain-dns-review');
    await review.getByRole('button', { name: /^Save: 1 added, 1 removed$/ }).click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    const after = await liveDns(session, name);
    expect(after).toContain('shop A 192.0.2.50');
    expect(after).toHaveLength(original.length);
    expect(await page.dnsRows()).toContain('shop | A | 192.0.2.50 | ');

    await page.section('History');
    await page.page.getByRole('button', { name: 'Undo this change…' }).first().click();
    await page.dialog().getByRole('table', { name: 'Restore changes' }).waitFor();
    await settled(page.dialog());
    await session.shoot('domain-history-restore');
    await page.dialog().getByRole('button', { name: 'Undo the change' }).click();
    await page.page.getByRole('status').filter({ hasText: 'Undone' }).waitFor();
    expect((await liveDns(session, name)).sort()).toEqual([...original].sort());

    // The account's Activity lists both changes, each leading back to the domain.
    await page.page.getByRole('button', { name: 'Activity', exact: true }).click();
    const rows = await page.tableRows('Account activity');
    expect(rows.map((row) => row.split(' | ').slice(1, 5).join(' | '))).toEqual([
      `Change | ${name} | DNS records restored | Done`,
      `Change | ${name} | DNS records changed | Done`,
    ]);
    await page.page.getByRole('textbox', { name: 'Filter by domain or action' }).fill('restore');
    expect(await page.tableRows('Account activity')).toHaveLength(1);
    await session.shoot('activity');
    await page.page.getByRole('button', { name, exact: true }).click();
    await page.page.getByRole('table', { name: 'Domain history' }).waitFor();
  });

  it('imports a BIND file with a preview and asks twice before removing most records', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await page.open(name);
    await page.section('DNS');
    const count = (await page.dnsRows()).length;
    expect(count).toBeGreaterThanOrEqual(4);

    await page.page.getByRole('button', { name: 'Import zone file…' }).click();
    await page
      .dialog()
      .getByRole('textbox', { name: 'Zone file' })
      .fill(`$ORIGIN ${name}.\n@ 3600 IN A 198.51.100.7\n`);
    const preview = page.dialog().getByRole('table', { name: 'Import preview' });
    await preview.waitFor();
    expect(await preview.innerText()).toContain('198.51.100.7');
    await settled(page.dialog());
    await session.shoot('domain-dns-import');
    await page.dialog().getByRole('button', { name: 'Put these records in the editor' }).click();
    await page.dialog().waitFor({ state: 'hidden' });
    expect(await page.dnsRows()).toEqual(['@ | A | 198.51.100.7 | ']);

    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await page
      .dialog()
      .getByRole('button', { name: /^Save: / })
      .click();
    const warning = page.dialog().getByRole('alert');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`removes ${count - 1} of the ${count} records`);
    await settled(page.dialog());
    await session.shoot('domain-dns-second-confirmation');
    expect(await liveDns(session, name)).toHaveLength(count);

    await page
      .dialog()
      .getByRole('button', { name: `Yes, remove ${count - 1} records and save` })
      .click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await liveDns(session, name)).toEqual(['@ A 198.51.100.7']);
  });

  it("lists each zone file line it does not import, with its number and reason, and refuses another domain's zone", async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await page.open(name);
    await page.section('DNS');
    await page.page.getByText('the API keeps no TTL').waitFor();

    await page.page.getByRole('button', { name: 'Import zone file…' }).click();
    const zone = page.dialog().getByRole('textbox', { name: 'Zone file' });
    await zone.fill(
      [
        `$ORIGIN ${name}.`,
        '@ IN A 198.51.100.7',
        '@ IN DNSKEY 257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0d',
        'box IN HINFO "PC" "Linux"',
        'foo IN CNAME',
        'this is not a record',
        '@ IN TXT "v=spf1 mx -all"',
        '@ IN TXT "v=spf1 a -all"',
      ].join('\n'),
    );
    const skipped = page.dialog().getByRole('list', { name: 'Lines not imported' });
    await skipped.waitFor();
    expect(
      (await skipped.getByRole('listitem').allInnerTexts()).map((item) => item.split(': ')[0]),
    ).toEqual(['Line 3', 'Line 4', 'Line 5', 'Line 6']);
    expect(await skipped.innerText()).toContain(
      'Line 5: a CNAME record needs one target host; this line has none.',
    );
    expect(await page.dialog().innerText()).toContain('Host "@" has 2 SPF records');
    const preview = page.dialog().getByRole('table', { name: 'Import preview' });
    expect(await preview.innerText()).not.toMatch(/foo\s+CNAME/);
    await settled(page.dialog());
    await session.shoot('domain-dns-import-skipped');

    await zone.fill('$ORIGIN otherdomain.com.\n@ IN A 192.0.2.1\n');
    const refusal = page.dialog().getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      `"$ORIGIN otherdomain.com." is the zone of another domain; this page edits ${name}.`,
    );
    await expect
      .poll(() =>
        page.dialog().getByRole('button', { name: 'Put these records in the editor' }).isDisabled(),
      )
      .toBe(true);
  });

  it('refuses a save when the records changed underneath and shows both versions', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    await page.open(name);
    await page.section('DNS');
    await page.addDnsRecord('blog', 'CNAME', 'hosting.example.net');

    // Another device changes the zone meanwhile.
    const live = await session.preview.services.domains.getDns({ name });
    await session.preview.services.domains.saveDns(
      { name },
      {
        records: [
          ...live.data,
          { hostname: 'api', type: 'A', address: '203.0.113.9', priority: 0 },
        ],
        base: live.data,
      },
    );

    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    await page.dialog().getByRole('button', { name: 'Save: 1 added' }).click();
    const notice = page.page
      .getByRole('alert')
      .filter({ hasText: 'Not saved: changed since you loaded it' });
    await notice.waitFor();
    expect(await notice.getByRole('table', { name: 'Changes made elsewhere' }).innerText()).toMatch(
      /Added[\s\S]*api\s+A\s+203\.0\.113\.9/,
    );
    await session.shoot('domain-dns-conflict');
    expect(await liveDns(session, name)).not.toContain('blog CNAME hosting.example.net');

    await notice.getByRole('button', { name: 'Review my edits against the current set' }).click();
    await page.page.getByRole('button', { name: 'Review and save…' }).click();
    // Against the live set, keeping the user's edits means the other device's record goes.
    await page.dialog().getByRole('button', { name: 'Save: 1 added, 1 removed' }).click();
    await page.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await liveDns(session, name)).toContain('blog CNAME hosting.example.net');
  });
});

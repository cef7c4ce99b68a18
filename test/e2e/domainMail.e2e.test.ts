import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';

const app = e2eSessions();

/** The field holds the keyboard focus. */
const isFocused = async (field: Locator) =>
  (await field.and(field.page().locator(':focus')).count()) === 1;

/** The forwarding rules as the API holds them now (read again, not from the page). */
async function apiRules(s: DemoSession, name: string): Promise<string[]> {
  const live = await s.preview.services.domains.getEmailForwarding({ name });
  return live.data.map((rule) => `${rule.prefix} → ${rule.forwardto}`).sort();
}

/** The glue records the registrar holds for the domain (the API cannot list them). */
async function registrarGlue(s: DemoSession, name: string): Promise<string[]> {
  const domain = await s.control.call<{
    childNameservers: { hostname: string; ipaddress: string }[];
  }>('GET', `/domains/${name}`);
  return domain.childNameservers.map((glue) => `${glue.hostname} ${glue.ipaddress}`);
}

describe('the e-mail forwarding and glue record editors', () => {
  it('adds, changes and removes forwarding rules after a review, as the API then holds them', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const before = await apiRules(session, name);
    const page = new DomainPage(session.browser.page);
    const { page: p } = page;
    await page.open(name);
    await page.section('E-mail');
    await p.getByRole('table', { name: 'Forwarding rules' }).waitFor();
    const mailbox = (n: number) => p.getByRole('textbox', { name: `Mailbox of rule ${n}` });
    const destination = (n: number) => p.getByRole('textbox', { name: `Destination of rule ${n}` });
    const rows = () =>
      p.getByRole('table', { name: 'Forwarding rules' }).locator('tbody tr').count();

    // Two new rules, typed straight after "Add rule": the focus is in the new mailbox field.
    const first = (await rows()) + 1;
    await p.getByRole('button', { name: 'Add rule' }).click();
    await expect.poll(() => isFocused(mailbox(first))).toBe(true);
    await p.keyboard.type('fwd-sales');
    await destination(first).fill('not-an-address');
    await p
      .getByText(
        `Rule ${first} (fwd-sales → not-an-address): "not-an-address" is not a valid e-mail address.`,
      )
      .waitFor();
    expect(await p.getByRole('button', { name: 'Review and save…' }).isDisabled()).toBe(true);
    await session.shoot('domain-email-invalid');
    await destination(first).fill('sales@example.net');
    await p.getByRole('button', { name: 'Add rule' }).click();
    await mailbox(first + 1).fill('fwd-info');
    await destination(first + 1).fill('info@example.net');
    await session.shoot('domain-email');
    await p.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    const review = await page.dialog().innerText();
    expect(review).toContain(`fwd-sales@${name} → sales@example.net`);
    expect(review).toContain(`fwd-info@${name} → info@example.net`);
    await session.shoot('domain-email-review');
    await page.dialog().getByRole('button', { name: 'Save: 2 added' }).click();
    await p.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await apiRules(session, name)).toEqual(
      [...before, 'fwd-sales → sales@example.net', 'fwd-info → info@example.net'].sort(),
    );

    // Change one destination and remove the other rule: the review names both.
    const rowOf = async (prefix: string) => {
      const count = await rows();
      for (let n = 1; n <= count; n += 1) if ((await mailbox(n).inputValue()) === prefix) return n;
      throw new Error(`No rule for ${prefix}`);
    };
    await destination(await rowOf('fwd-info')).fill('desk@example.org');
    await p
      .getByRole('button', { name: `Delete rule ${await rowOf('fwd-sales')}`, exact: true })
      .click();
    await p.getByRole('button', { name: 'Review and save…' }).click();
    await settled(page.dialog());
    const second = await page.dialog().innerText();
    expect(second).toContain('desk@example.org');
    expect(second).toContain(`fwd-sales@${name} → sales@example.net`);
    await session.shoot('domain-email-review-change');
    await page.dialog().getByRole('button', { name: 'Save: 1 changed, 1 removed' }).click();
    await p.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await apiRules(session, name)).toEqual(
      [...before, 'fwd-info → desk@example.org'].sort(),
    );
  });

  it('registers a glue record, changes its IP and deletes it, refusing bad addresses', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const page = new DomainPage(session.browser.page);
    const { page: p } = page;
    const host = `ns1.${name}`;
    await page.open(name);
    await page.section('Nameservers');
    await p.getByRole('textbox', { name: 'Host', exact: true }).fill(host);
    const address = p.getByRole('textbox', { name: 'IP address (IPv4 or IPv6)' });
    await address.fill('192.0.2.300');
    await p.getByText('"192.0.2.300" is not an IPv4 or IPv6 address.').waitFor();
    const register = p.getByRole('button', { name: 'Register glue record' });
    expect(await register.isDisabled()).toBe(true);
    await session.shoot('domain-glue-invalid');
    await address.fill('192.0.2.53');
    await register.click();
    await p.getByRole('table', { name: 'Glue records' }).getByText('192.0.2.53').waitFor();
    expect(await registrarGlue(session, name)).toEqual([`${host} 192.0.2.53`]);
    // Ready for the next record: the form is empty and the host field has the focus.
    await expect
      .poll(() => isFocused(p.getByRole('textbox', { name: 'Host', exact: true })))
      .toBe(true);

    const newIp = p.getByRole('textbox', { name: `New IP address of ${host}` });
    await newIp.fill('2001:db8::g');
    await p.getByText('"2001:db8::g" is not an IPv4 or IPv6 address.').waitFor();
    const change = p.getByRole('button', { name: `Change IP of ${host}` });
    expect(await change.isDisabled()).toBe(true);
    await newIp.fill('2001:db8::53');
    await session.shoot('domain-glue');
    await change.click();
    await p.getByRole('table', { name: 'Glue records' }).getByText('2001:db8::53').waitFor();
    expect(await registrarGlue(session, name)).toEqual([`${host} 2001:db8::53`]);

    await p.getByRole('button', { name: `Delete glue record ${host}`, exact: true }).click();
    await settled(page.dialog());
    expect(await page.dialog().innerText()).toContain(`Domains that use ${host} as a nameserver`);
    await session.shoot('domain-glue-delete-confirm');
    await page.dialog().getByRole('button', { name: 'Delete glue record', exact: true }).click();
    await p.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => registrarGlue(session, name)).toEqual([]);
    await session.shoot('domain-glue-deleted');
  });
});

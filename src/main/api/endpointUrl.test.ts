import { describe, expect, it } from 'vitest';
import { actionUrl, asciiDomain, baseUrlProblem } from './endpointUrl';
import { domainPath } from './domainPath';

const BASE = 'https://billing.provider.example/modules/addons/DomainsReseller/api/index.php';

describe('action URLs', () => {
  it('appends the action after the entry script instead of replacing it', () => {
    expect(actionUrl(BASE, 'version')).toBe(`${BASE}/version`);
    expect(actionUrl(BASE, '/domains/lookup')).toBe(`${BASE}/domains/lookup`);
  });

  it('tolerates a trailing slash on the base URL', () => {
    expect(actionUrl(`${BASE}/`, 'tlds/pricing')).toBe(`${BASE}/tlds/pricing`);
  });

  it('builds the cart pricing query with the domain escaped', () => {
    expect(actionUrl(BASE, 'order/pricing/domains/register', { domain: 'xn--mnchen-3ya.de' })).toBe(
      `${BASE}/order/pricing/domains/register?domain=xn--mnchen-3ya.de`,
    );
  });

  it('puts domains in the path in ASCII (Punycode) form', () => {
    expect(domainPath('München.de', 'information')).toBe('domains/xn--mnchen-3ya.de/information');
    expect(domainPath(' Example.COM. ', 'dns')).toBe('domains/example.com/dns');
  });

  it('rejects names that are not domains before sending anything', () => {
    expect(asciiDomain('')).toBeUndefined();
    expect(asciiDomain('a/b.com')).toBeUndefined();
    expect(() => domainPath('has space.com', 'lock')).toThrow(/not a valid domain name/);
  });

  it('explains unusable base URLs', () => {
    expect(baseUrlProblem('not a url')).toMatch(/not a valid/);
    expect(baseUrlProblem('ftp://x.example/index.php')).toMatch(/https/);
    expect(baseUrlProblem(`${BASE}?x=1`)).toMatch(/query/);
    expect(baseUrlProblem(BASE)).toBeUndefined();
  });
});

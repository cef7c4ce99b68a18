import { describe, expect, it } from 'vitest';
import { createTldSet, parseDomainName, parseSearchEntry } from '../../../shared/domainName';
import { asciiDomain } from '../../api';
import { asciiDomainName } from '../../cache';
import { checkDomainName } from './domainNameCheck';

const tlds = createTldSet(['.com', '.de']);

// What PHP's idn_to_ascii and every browser send for these (UTS #46 mapping, then Punycode).
const cases = [
  ['ｒｅｌｗｏｒｋｆｗ.com', 'relworkfw.com'],
  ['bü\u00ADcher.de', 'xn--bcher-kva.de'],
  ['Bücher。DE', 'xn--bcher-kva.de'],
  ['Ｂüｃｈｅｒ．ｄｅ', 'xn--bcher-kva.de'],
  ['\uFB01sh.com', 'fish.com'],
  ['ＥＸＡＭＰＬＥ.com.', 'example.com'],
] as const;

describe('one name normaliser on every path', () => {
  it.each(cases)('%j is %s for orders, search, portfolio, the cache and the API', (typed, sent) => {
    const order = parseDomainName(typed, tlds);
    const search = parseSearchEntry(typed, tlds);
    const portfolio = checkDomainName(typed);
    expect(order.ok && order.value.ascii).toBe(sent);
    expect(search.ok && search.value.kind === 'domain' && search.value.domain.ascii).toBe(sent);
    expect(portfolio.ok && portfolio.name).toBe(sent);
    expect(asciiDomainName(typed)).toBe(sent);
    expect(asciiDomain(typed)).toBe(sent);
  });

  it('refuses on every path what UTS #46 with STD3 rules refuses (⒈ maps to "1.")', () => {
    expect(parseDomainName('⒈.com', tlds).ok).toBe(false);
    expect(checkDomainName('⒈.com').ok).toBe(false);
    expect(() => asciiDomainName('⒈.com')).toThrow('not a valid domain name');
    expect(asciiDomain('⒈.com')).toBeUndefined();
  });

  it('a bare search label is mapped the same way', () => {
    expect(parseSearchEntry('ｒｅｌｗｏｒｋｆｗ', tlds)).toMatchObject({
      ok: true,
      value: { kind: 'label', label: { ascii: 'relworkfw' }, isIdn: false },
    });
  });
});

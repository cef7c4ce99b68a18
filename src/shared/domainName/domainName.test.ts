import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTldSet, parseDomainName, parseSearchEntry, splitEntries } from './index';

const tlds = createTldSet(
  ['.com', '.uk', '.CO.UK', '.de', null as unknown as string, '.рф'].filter(Boolean),
);

describe('domain names typed by a reseller', () => {
  it('are cleaned of case, spaces around them and the trailing dot', () => {
    const parsed = parseDomainName('  Example.COM. ', tlds);
    expect(parsed).toMatchObject({ ok: true, value: { ascii: 'example.com', tld: 'com' } });
  });

  it('keep both forms of an internationalized name, whichever form was typed', () => {
    const fromUnicode = parseDomainName('Bücher.de', tlds);
    const fromPunycode = parseDomainName('xn--bcher-kva.de', tlds);
    for (const parsed of [fromUnicode, fromPunycode]) {
      expect(parsed).toMatchObject({
        ok: true,
        value: {
          ascii: 'xn--bcher-kva.de',
          unicode: 'bücher.de',
          label: { ascii: 'xn--bcher-kva', unicode: 'bücher' },
          isIdn: true,
        },
      });
    }
  });

  it('split at the longest offered TLD, so .co.uk names have one label', () => {
    expect(parseDomainName('shop.co.uk', tlds)).toMatchObject({
      ok: true,
      value: { label: { ascii: 'shop' }, tld: 'co.uk' },
    });
    expect(parseDomainName('shop.uk', tlds)).toMatchObject({ ok: true, value: { tld: 'uk' } });
  });

  it('under an IDN TLD show the TLD in its own script', () => {
    expect(parseDomainName('пример.рф', tlds)).toMatchObject({
      ok: true,
      value: { ascii: 'xn--e1afmkfd.xn--p1ai', unicode: 'пример.рф', unicodeTld: 'рф' },
    });
  });

  it.each([
    ['exa mple.com', 'contains a space'],
    ['-shop.com', 'begins or ends with a hyphen'],
    ['sh--op.com', 'third and fourth positions'],
    ['sh_op.com', 'contains "_"'],
    ['shop..com', 'empty label'],
    ['shop.\u00AD.com', 'empty label'],
    ['shop.zz', 'ends in .zz, which this provider does not offer'],
    ['www.shop.com', 'more than one label before .com'],
    ['xn--abc.com', 'not valid Punycode'],
    ['⒈.com', 'contains "⒈"'],
    ['xn--tsh.com', 'not valid Punycode'],
    ['a⁄b.com', 'contains "⁄"'],
    [`${'a'.repeat(64)}.com`, 'longer than 63 characters'],
  ])('reject %s with a reason', (input, reason) => {
    const parsed = parseDomainName(input, tlds);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });

  it('without a TLD list, take everything after the first dot as the TLD', () => {
    expect(parseDomainName('shop.co.uk')).toMatchObject({ ok: true, value: { tld: 'co.uk' } });
  });

  it('round-trip: the ASCII form parses back to the same name', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zàéöüßçñøåæ0-9]([a-zàéöüßçñøåæ0-9-]{0,20}[a-zàéöüßçñøåæ0-9])?$/),
        (label) => {
          const parsed = parseDomainName(`${label}.com`, tlds);
          if (!parsed.ok) return label.slice(2, 4) === '--';
          const again = parseDomainName(parsed.value.ascii, tlds);
          return again.ok && again.value.unicode === parsed.value.unicode;
        },
      ),
    );
  });
});

describe('search entries', () => {
  it('are a bare label or a full name', () => {
    expect(parseSearchEntry('Café', tlds)).toMatchObject({
      ok: true,
      value: { kind: 'label', label: { ascii: 'xn--caf-dma', unicode: 'café' }, isIdn: true },
    });
    expect(parseSearchEntry('cafe.com', tlds)).toMatchObject({
      ok: true,
      value: { kind: 'domain' },
    });
  });

  it('split pasted text by line, comma, semicolon and tab but not by space', () => {
    expect(splitEntries('a\nb, c;d\te\r\n\nexa mple.com')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'exa mple.com',
    ]);
  });
});

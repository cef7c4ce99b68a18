import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, type FormValue } from '../testing/buildQuery';
import { parsePhpForm, phpUrlDecode } from './parseForm';

describe('parsePhpForm reads bodies the way PHP does', () => {
  it('matches the PHP 8.2 reference for the shapes the API uses', () => {
    expect(
      parsePhpForm(
        'tldsToInclude[]=.com&tldsToInclude[]=.net&nameservers[ns1]=a&dnsrecords[0][hostname]=%40&prefix[]=&forwardto[]=x%40y.z',
      ),
    ).toEqual({
      tldsToInclude: ['.com', '.net'],
      nameservers: { ns1: 'a' },
      dnsrecords: [{ hostname: '@' }],
      prefix: [''],
      forwardto: ['x@y.z'],
    });
  });

  it('reads a[]= and a[0]= identically, including percent-encoded brackets', () => {
    const appended = parsePhpForm('a[]=x&a[]=y');
    expect(parsePhpForm('a[0]=x&a[1]=y')).toEqual(appended);
    expect(parsePhpForm('a%5B0%5D=x&a%5B1%5D=y')).toEqual(appended);
    expect(appended).toEqual({ a: ['x', 'y'] });
  });

  it('decodes + as space and keeps invalid percent sequences literally', () => {
    expect(parsePhpForm('q=a+b%20c')).toEqual({ q: 'a b c' });
    expect(parsePhpForm('q=100%&r=%zz%4&s=%e2%82%ac')).toEqual({ q: '100%', r: '%zz%4', s: '€' });
    expect(phpUrlDecode('%41%2')).toBe('A%2');
  });

  it('keeps a leading byte-order mark as part of the value, as PHP does', () => {
    expect(parsePhpForm('eppcode=%EF%BB%BFab')).toEqual({ eppcode: '\uFEFFab' });
  });

  it('lets the last duplicate win for scalar keys', () => {
    expect(parsePhpForm('a=1&a=2&b[x]=1&b[x]=2')).toEqual({ a: '2', b: { x: '2' } });
  });

  it('turns dots and spaces of the top-level name into underscores, not of nested keys', () => {
    expect(parsePhpForm('a.b=1&c+d=2&e[f.g h]=3')).toEqual({
      a_b: '1',
      c_d: '2',
      e: { 'f.g h': '3' },
    });
  });

  it('ignores leading spaces of a name and pairs with an empty name', () => {
    expect(parsePhpForm('+++a=1&=2&&[x]=3&b')).toEqual({ a: '1', b: '' });
  });

  it('follows PHP for an unclosed bracket', () => {
    expect(parsePhpForm('a[b=1')).toEqual({ a_b: '1' });
    expect(parsePhpForm('a[b.c d[e=1')).toEqual({ a_b_c_d_e: '1' });
    // deeper, the dangling part is dropped and the last complete key is assigned
    expect(parsePhpForm('a[b][c=1')).toEqual({ a: { b: '1' } });
    expect(parsePhpForm('a[][c=1')).toEqual({ a: ['1'] });
  });

  it('ignores what follows a closing bracket unless it opens another', () => {
    expect(parsePhpForm('a[b]c=1&d[e]x[f]=2')).toEqual({ a: { b: '1' }, d: { e: '2' } });
  });

  it('treats one whitespace after [ as an append marker when ] follows', () => {
    expect(parsePhpForm('a[ ]=1&a[ ]=2')).toEqual({ a: ['1', '2'] });
    expect(parsePhpForm('b[ x]=1')).toEqual({ b: { ' x': '1' } });
  });

  it('keeps non-list arrays as objects', () => {
    expect(parsePhpForm('a[1]=x&a[2]=y')).toEqual({ a: { 1: 'x', 2: 'y' } });
    expect(parsePhpForm('a[x]=1&a[]=2')).toEqual({ a: { x: '1', 0: '2' } });
    expect(parsePhpForm('a[5]=x&a[]=y')).toEqual({ a: { 5: 'x', 6: 'y' } });
    expect(parsePhpForm('a[01]=x&a[]=y')).toEqual({ a: { '01': 'x', 0: 'y' } });
  });

  it('appends after negative keys at 0, as PHP 8.2 does', () => {
    expect(parsePhpForm('a[-5]=x&a[]=y')).toEqual({ a: { '-5': 'x', 0: 'y' } });
  });

  it('replaces a scalar by an array and an array by a scalar, keeping position', () => {
    expect(parsePhpForm('a=1&a[]=2')).toEqual({ a: ['2'] });
    expect(parsePhpForm('a[]=1&a=2')).toEqual({ a: '2' });
    expect(parsePhpForm('a[x]=1&a[x][y]=2')).toEqual({ a: { x: { y: '2' } } });
  });

  it('ends a name at a decoded NUL byte', () => {
    expect(parsePhpForm('a%00b=1')).toEqual({ a: '1' });
  });

  it('drops a variable nested deeper than max_input_nesting_level', () => {
    const deep = `a${'[x]'.repeat(65)}=1`;
    expect(parsePhpForm(`a[keep]=1&${deep}`)).toEqual({});
    expect(parsePhpForm(`a${'[x]'.repeat(64)}=1`)).not.toEqual({});
  });

  it('stops after max_input_vars pairs when asked to', () => {
    expect(parsePhpForm('a=1&b=2&c=3', { maxInputVars: 2 })).toEqual({ a: '1', b: '2' });
  });

  it('builds nested maps of lists of maps', () => {
    expect(
      parsePhpForm(
        'contacts[registrant][firstname]=Ada&contacts[tech][email]=a%40b.c&suggestionSettings[maxResults]=5',
      ),
    ).toEqual({
      contacts: { registrant: { firstname: 'Ada' }, tech: { email: 'a@b.c' } },
      suggestionSettings: { maxResults: '5' },
    });
  });

  it('round-trips whatever http_build_query encodes (property)', () => {
    const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
    const leaf = fc.string({ unit: 'grapheme', maxLength: 12 });
    const tree = fc.letrec<{ value: FormValue }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('value'), { minLength: 1, maxLength: 4 }),
        fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 5 }), (fields) => {
        expect(parsePhpForm(buildQuery(fields))).toEqual(fields);
      }),
    );
  });
});

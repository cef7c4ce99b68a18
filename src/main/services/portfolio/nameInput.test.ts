import { describe, expect, it } from 'vitest';
import { readTagCell, tagCell } from '../../../shared/tagCell';
import { checkDomainName } from './domainNameCheck';
import { readCsvNames, readPastedNames } from './nameListInput';
import { recheckDelayMs } from './recheckSchedule';

describe('a domain name as a reseller types it', () => {
  it.each([
    ['  Example.COM. ', 'example.com', 'example.com'],
    ['https://shop.example.co.uk/basket?x=1', 'shop.example.co.uk', 'shop.example.co.uk'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah', '例え.テスト'],
    ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de', 'münchen.de'],
    ['ｅｘａｍｐｌｅ．ＣＯＭ', 'example.com', 'example.com'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai', 'пример.рф'],
  ])('accepts %j as %s', (input, name, unicodeName) => {
    expect(checkDomainName(input)).toEqual({ ok: true, name, unicodeName });
  });

  it.each([
    ['', 'it is empty'],
    ['example', 'it has no extension (for example example.com)'],
    ['exa mple.com', 'it contains a space'],
    ['me@example.com', 'it is an e-mail address'],
    ['192.0.2.1', 'it is an IP address'],
    ['-shop.example.com', 'the part "-shop" starts or ends with a hyphen'],
    [`${'a'.repeat(64)}.com`, 'is longer than 63 characters'],
    ['example.c0m', 'the extension ".c0m" is not valid'],
    ['e\u0301.com\u0301', 'the extension ".coḿ" is not valid'],
    ['ex!ample.com', 'it contains "!"'],
  ])('refuses %j because %s', (input, why) => {
    const check = checkDomainName(input);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain(why);
  });
});

describe('reading lists of names', () => {
  it('splits pasted text on lines, commas, semicolons and spaces, keeping line numbers', () => {
    expect(readPastedNames('a.com, b.com\r\n\r\nc.com;d.com  e.com').entries).toEqual([
      { line: 1, input: 'a.com' },
      { line: 1, input: 'b.com' },
      { line: 3, input: 'c.com' },
      { line: 3, input: 'd.com' },
      { line: 3, input: 'e.com' },
    ]);
  });

  it('reads quoted CSV cells holding delimiters, quotes and line breaks', () => {
    const read = readCsvNames('domain,notes\n"a.com","says ""hi"",\nthere"\nb.com,plain\n');
    expect(read.entries).toEqual([
      { line: 2, input: 'a.com', notes: 'says "hi",\nthere' },
      { line: 4, input: 'b.com', notes: 'plain' },
    ]);
    expect(read.problems).toEqual([]);
  });

  it('reads tab-separated files with a byte-order mark', () => {
    expect(readCsvNames('\uFEFFDomain Name\tTags\nc.com\tx; y\n').entries).toEqual([
      { line: 2, input: 'c.com', tags: ['x', 'y'] },
    ]);
  });
});

describe('a CSV file with a broken quote', () => {
  const lines = ['domain,tags,notes'];
  for (let n = 2; n <= 17; n += 1) lines.push(`site${n}.com,tag${n},note ${n}`);
  lines[10] = 'site11.com,"VIP Client,unclosed note';

  it('reports the quote at the line it opens on and reads every line after it', () => {
    const read = readCsvNames(lines.join('\n'));
    expect(read.problems).toEqual([
      {
        line: 11,
        input: 'site11.com,"VIP Client,unclosed note',
        reason: 'A quote opened here is never closed.',
      },
    ]);
    expect(read.entries.map((e) => e.line)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17,
    ]);
    expect(read.entries.find((e) => e.line === 12)).toEqual({
      line: 12,
      input: 'site12.com',
      tags: ['tag12'],
      notes: 'note 12',
    });
  });

  it('says so when a quoted cell has text after its closing quote', () => {
    const read = readCsvNames('domain\n"a.com"x\nb.com\n');
    expect(read.problems.map((p) => [p.line, p.reason])).toEqual([
      [
        2,
        'A quoted cell here has text after its closing quote (a quote inside a quoted cell is written "").',
      ],
    ]);
    expect(read.entries).toEqual([{ line: 3, input: 'b.com' }]);
  });
});

describe('a tags cell', () => {
  it('holds one tag per line, so tags with spaces, commas and semicolons come back whole', () => {
    const tags = ['VIP Client', 'client-acme', 'Smith, John; Ltd'];
    expect(readTagCell(tagCell(tags))).toEqual(tags);
    expect(readTagCell(tagCell(['Smith, John']))).toEqual(['Smith, John']);
    expect(readTagCell(tagCell(['VIP Client']))).toEqual(['VIP Client']);
  });

  it('splits a typed one-line cell at semicolons, vertical bars and commas', () => {
    expect(readTagCell('a; b | c, d e')).toEqual(['a', 'b', 'c', 'd e']);
  });
});

describe('the re-check back-off', () => {
  it('starts at 30 seconds, doubles, and never waits more than 30 minutes', () => {
    expect([0, 1, 2, 3, 5, 6, 50].map(recheckDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
});

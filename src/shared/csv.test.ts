import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['  =1+1', "'  =1+1"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['\n=1+1', `"'\n=1+1"`],
    ['\t=1+1', "' =1+1"],
    ['\r=1+1', `"'\n=1+1"`],
  ])('makes %j plain text for a spreadsheet', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('removes control characters, keeping line breaks of a note', () => {
    expect(csvCell('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(csvCell('first line\r\nsecond')).toBe('"first line\nsecond"');
  });

  it('leaves ordinary text as it is and quotes commas and quotes', () => {
    expect(csvCell('example.com')).toBe('example.com');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell('says "hi", twice')).toBe('"says ""hi"", twice"');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(null)).toBe('');
    expect(csvCell(9.99)).toBe('9.99');
    // A refund on a receipt stays a number; anything more after the sign is still defused.
    expect(csvCell('-12.99')).toBe('-12.99');
    expect(csvCell(' -12.99')).toBe("' -12.99");
    expect(csvCell('-12.99+1')).toBe("'-12.99+1");
  });

  it('makes a file of lines ended by CRLF', () => {
    expect(csvText(['a', 'b'], [['=x', null]])).toBe("a,b\r\n'=x,\r\n");
  });
});

import { describe, expect, it } from 'vitest';
import { phpUnserializeStringMap } from './unserialize';

// PHP's own output is checked against this reader in test/php (npm run test:php); these are
// the refusals, and vectors written down from PHP 8.2's serialize.
const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');

describe('phpUnserializeStringMap', () => {
  it('reads string and integer keys with lengths in UTF-8 bytes', () => {
    // serialize(['Zoë' => 'a;"b', 7 => '東京']) in PHP 8.2
    expect(phpUnserializeStringMap(bytes('a:2:{s:4:"Zoë";s:4:"a;"b";i:7;s:6:"東京";}'))).toEqual({
      Zoë: 'a;"b',
      '7': '東京',
    });
    expect(phpUnserializeStringMap(Buffer.from('YTowOnt9', 'base64'))).toEqual({});
  });

  it('keeps __proto__ as an ordinary key', () => {
    const read = phpUnserializeStringMap(bytes('a:1:{s:9:"__proto__";s:1:"x";}'));
    expect(Object.keys(read)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });

  it.each([
    ['a length counted in characters', 'a:1:{s:3:"Zoë";s:1:"x";}'],
    ['a nested array', 'a:1:{s:1:"a";a:0:{}}'],
    ['an object', 'a:1:{s:1:"a";O:8:"stdClass":0:{}}'],
    ['a reference', 'a:1:{s:1:"a";R:1;}'],
    ['bytes after the array', 'a:0:{}x'],
    ['fewer elements than counted', 'a:2:{s:1:"a";s:1:"b";}'],
    ['not an array', 's:3:"abc";'],
    ['a cut-off string', 'a:1:{s:1:"a";s:9:"abc'],
  ])('refuses %s', (_name, text) => {
    expect(() => phpUnserializeStringMap(bytes(text))).toThrow();
  });
});

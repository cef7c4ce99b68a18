import { describe, expect, it } from 'vitest';
import { encodeDomainFields, phpSerializeStringMap } from './phpSerialize';

// Vectors written down from PHP 8.2's serialize; test/php checks against PHP itself.
describe('phpSerializeStringMap', () => {
  it('writes lengths in UTF-8 bytes and integer-like keys as integers', () => {
    expect(phpSerializeStringMap({ Zoë: 'a;"b', '7': '東京' })).toBe(
      'a:2:{i:7;s:6:"東京";s:4:"Zoë";s:4:"a;"b";}',
    );
  });

  it('encodes no fields as YTowOnt9, as the vendor module sends them', () => {
    expect(encodeDomainFields(undefined)).toBe('YTowOnt9');
    expect(encodeDomainFields({ 'Nexus Category': 'C11' })).toBe(
      Buffer.from('a:1:{s:14:"Nexus Category";s:3:"C11";}').toString('base64'),
    );
  });
});

import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ipVersion } from '../../../shared/dns/ipAddress';

// Node's own parser is the reference; the shared check must agree with it on every case.
const CASES = [
  '192.0.2.1',
  '0.0.0.0',
  '255.255.255.255',
  '256.1.1.1',
  '01.2.3.4',
  '1.2.3',
  '1.2.3.4.5',
  '2001:db8::1',
  '::',
  '::1',
  '1::',
  'fe80::1:2:3:4:5:6',
  '2001:0db8:0000:0000:0000:0000:0000:0001',
  '1:2:3:4:5:6:7:8:9',
  '1:2:3:4:5:6:7::',
  '::ffff:192.0.2.1',
  '1:2:3:4:5:6:192.0.2.1',
  '1:2:3:4:5:6:7:192.0.2.1',
  ':::',
  '2001:db8:::1',
  '12345::1',
  'g::1',
  'example.com',
  '',
];

describe('IP address checks shared by the renderer and main', () => {
  it.each(CASES)('reads %j as Node does', (text) => {
    expect(ipVersion(text)).toBe(isIP(text));
  });
});

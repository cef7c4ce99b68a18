import { describe, expect, it } from 'vitest';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { diffDnsSets, needsSecondConfirmation } from './dnsEditModel';

const a = (hostname: string, address: string): DnsRecordView => ({
  hostname,
  type: 'A',
  address,
  priority: 0,
});

describe('the DNS save review', () => {
  it('tells added, changed and removed records apart and leaves kept ones out', () => {
    const base = [a('@', '192.0.2.1'), a('www', '192.0.2.2'), a('old', '192.0.2.3')];
    const next = [a('@', '192.0.2.1'), a('www', '192.0.2.9'), a('new', '192.0.2.4')];
    expect(diffDnsSets(base, next)).toEqual([
      { change: 'changed', before: a('www', '192.0.2.2'), after: a('www', '192.0.2.9') },
      { change: 'added', after: a('new', '192.0.2.4') },
      { change: 'removed', before: a('old', '192.0.2.3') },
    ]);
  });

  it('ignores case and trailing dots the registrar adds', () => {
    const base = [{ hostname: 'WWW', type: 'cname', address: 'Example.com.', priority: 0 }];
    expect(diffDnsSets(base, [{ ...base[0]!, hostname: 'www', address: 'example.com' }])).toEqual(
      [],
    );
  });

  it('asks a second time when more than a quarter, or more than ten, records go', () => {
    const eight = Array.from({ length: 8 }, (_, i) => a(`h${i}`, `192.0.2.${i + 1}`));
    expect(needsSecondConfirmation(8, diffDnsSets(eight, eight.slice(0, 6)))).toBe(false);
    expect(needsSecondConfirmation(8, diffDnsSets(eight, eight.slice(0, 5)))).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, i) => a(`h${i}`, '192.0.2.1'));
    expect(needsSecondConfirmation(100, diffDnsSets(hundred, hundred.slice(0, 90)))).toBe(false);
    expect(needsSecondConfirmation(100, diffDnsSets(hundred, hundred.slice(0, 89)))).toBe(true);
  });
});

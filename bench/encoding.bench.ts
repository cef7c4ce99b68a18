import { encodePhpForm } from '../src/main/api';
import { parsePhpForm } from '../src/sandbox/php/parseForm';
import { medianMs, report } from './measure';

const record = (i: number) => ({
  hostname: i % 2 === 0 ? '@' : `host${i}`,
  type: 'TXT',
  address: `v=spf1 include:_spf.example.com ~all & "quoted" ${i} ✓`,
  priority: 0,
});

/** Encoding a 500-record DNS save the way PHP reads it, against URLSearchParams. */
export async function encodingBench(): Promise<void> {
  const dnsrecords = Array.from({ length: 500 }, (_, i) => record(i));
  const flat = dnsrecords.flatMap((r, i) =>
    Object.entries(r).map(([key, value]): [string, string] => [
      `dnsrecords[${i}][${key}]`,
      String(value),
    ]),
  );
  const baseline = {
    name: 'URLSearchParams of the same pairs',
    ms: await medianMs(50, () => new URLSearchParams(flat).toString()),
  };
  report(baseline.name, baseline.ms);
  report(
    'encodePhpForm: 500 DNS records',
    await medianMs(50, () => encodePhpForm({ dnsrecords })),
    baseline,
  );
  const body = encodePhpForm({ dnsrecords });
  report(
    'simulator parse_str of that body',
    await medianMs(50, () => parsePhpForm(body)),
    baseline,
  );
}

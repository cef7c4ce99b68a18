import { PRESET_PARTS_UNSET } from '../../ipc/channels/presets';
import type { PresetBody, PresetInput } from '../../ipc/channels/presets';

/** A preset that leaves every part of a domain as it is: tests set only the parts they need. */
export const PRESET_LEAVING_ALL = { ...PRESET_PARTS_UNSET, tag: null } satisfies PresetBody;

/**
 * The tests' sample preset, "Parking": two nameservers, a DNS template using the domain's
 * name (`{domain}`) and the transfer lock. It lives in src/shared so the shared, cache,
 * service and browser tests can all use it; its parts keep their own types (the nameservers
 * are a list, not "a list or null").
 */
export const samplePreset = {
  ...PRESET_LEAVING_ALL,
  name: 'Parking',
  nameservers: ['ns1.park-dns.net', 'ns2.park-dns.net'],
  dns: [
    { hostname: '@', type: 'A', address: '192.0.2.80', priority: 0 },
    { hostname: 'www', type: 'CNAME', address: '{domain}', priority: 0 },
    { hostname: '@', type: 'MX', address: 'mail.{domain}', priority: 10 },
  ],
  lock: true,
} satisfies PresetInput;

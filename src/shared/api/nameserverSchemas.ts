import { z } from 'zod';
import { NAMESERVER_KEYS } from './models';
import type { NameserverKey } from './models';
import { optText } from './lenientFields';

/** A nameserver set as read back: any of ns1..ns5 may be missing. */
export type NameserverSet = Partial<Record<NameserverKey, string>>;

function fromList(list: readonly unknown[]): NameserverSet {
  const set: NameserverSet = {};
  list
    .filter((h): h is string => typeof h === 'string' && h.trim() !== '')
    .slice(0, NAMESERVER_KEYS.length)
    .forEach((host, i) => {
      const key = NAMESERVER_KEYS[i];
      if (key !== undefined) set[key] = host;
    });
  return set;
}

/** Servers answer unused slots as empty strings; they are left out instead. */
function withoutEmptySlots<T extends Record<string, unknown>>(set: T): T {
  const slots: readonly string[] = NAMESERVER_KEYS;
  return Object.fromEntries(
    Object.entries(set).filter(
      ([key, value]) => !(slots.includes(key) && typeof value === 'string' && value.trim() === ''),
    ),
  ) as T;
}

/** A plain list of hostnames, as some servers send the set. */
const hostList = z.array(z.unknown()).transform(fromList);

/** `{ns1..ns5}`; other keys are kept. */
const nameserverSlots = z.looseObject({
  ns1: optText,
  ns2: optText,
  ns3: optText,
  ns4: optText,
  ns5: optText,
});

/** `{ns1..ns5}` or a plain list of hostnames. */
export const nameserverSetSchema = z.union([
  hostList,
  nameserverSlots.transform(withoutEmptySlots),
]);

/** GET /domains/{domain}/nameservers: the set, plus status fields on newer servers. */
export const nameserversResultSchema = z.union([
  hostList,
  nameserverSlots
    .extend({
      status: optText,
      message: optText,
      success: z.union([z.string(), z.boolean()]).optional().catch(undefined),
    })
    .transform(withoutEmptySlots),
]);
export type NameserversResult = z.output<typeof nameserversResultSchema>;

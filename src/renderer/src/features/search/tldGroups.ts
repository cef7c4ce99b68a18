/** The generic TLDs resellers reach for first. */
const GENERIC = new Set(['com', 'net', 'org', 'info', 'biz', 'name', 'pro', 'mobi', 'io', 'co']);

export type TldGroup = 'Favourites' | 'Generic' | 'Country code' | 'New generic';

/** Which group of the TLD picker a TLD (ASCII, no leading dot) belongs to. */
export function tldGroup(tld: string, favourites: ReadonlySet<string>): TldGroup {
  if (favourites.has(tld)) return 'Favourites';
  if (GENERIC.has(tld)) return 'Generic';
  const last = tld.split('.').pop() ?? tld;
  if (/^[a-z]{2}$/.test(last)) return 'Country code';
  return 'New generic';
}

const GROUP_ORDER: readonly TldGroup[] = ['Favourites', 'Generic', 'Country code', 'New generic'];

/** TLDs grouped for the picker, favourites first, each group sorted. */
export function groupTlds(
  tlds: readonly string[],
  favourites: ReadonlySet<string>,
): { group: TldGroup; items: { value: string; label: string }[] }[] {
  const byGroup = new Map<TldGroup, string[]>();
  for (const tld of tlds) {
    const group = tldGroup(tld, favourites);
    byGroup.set(group, [...(byGroup.get(group) ?? []), tld]);
  }
  return GROUP_ORDER.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    items: (byGroup.get(group) ?? []).sort().map((tld) => ({ value: tld, label: `.${tld}` })),
  }));
}

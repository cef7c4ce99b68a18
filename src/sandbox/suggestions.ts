import { findTld } from './catalogue';
import { toAsciiName, toUnicodeName } from './domainName';
import { lookupResult, type LookupContext } from './lookup';
import { hash32 } from './random';

const PREFIXES = ['get', 'my', 'the', 'try', 'go'];
const SUFFIXES = ['hq', 'app', 'online', 'hub', 'now', 'web', 'pro', 'shop'];
const POPULAR_TLDS = [
  '.com',
  '.net',
  '.org',
  '.io',
  '.co',
  '.app',
  '.online',
  '.xyz',
  '.shop',
  '.tech',
];

/** Hard cap whatever maxResults asks for. */
const MAX_SUGGESTIONS = 100;

function candidates(label: string, requested: readonly string[]): [string, string][] {
  const unicode = toUnicodeName(label);
  const tlds = [...new Set([...requested, ...POPULAR_TLDS])].filter((t) => findTld(t));
  const home = tlds[0] ?? '.com';
  const out: [string, string][] = [];
  // Same label under TLDs that were not asked for, then variations of the label.
  for (const tld of tlds) if (!requested.includes(tld)) out.push([label, tld]);
  const variations = [
    ...PREFIXES.map((p) => `${p}${unicode}`),
    ...SUFFIXES.map((s) => `${unicode}${s}`),
    ...SUFFIXES.slice(0, 3).map((s) => `${unicode}-${s}`),
  ];
  for (const variation of variations) {
    const ascii = toAsciiName(variation);
    out.push([ascii, home]);
    for (const tld of tlds.slice(1, 3)) out.push([ascii, tld]);
  }
  return out;
}

/**
 * Suggested names for a label: up to maxResults results; roughly one in nine comes back
 * with legacyStatus 'error' / status 'unknown', as registry checks sometimes time out.
 */
export function suggestionResults(
  label: string,
  requestedTlds: readonly string[],
  maxResults: number,
  ctx: LookupContext,
): Record<string, unknown>[] {
  const limit = Math.min(maxResults, MAX_SUGGESTIONS);
  const out: Record<string, unknown>[] = [];
  for (const [candidate, tld] of candidates(label, requestedTlds)) {
    if (out.length >= limit) break;
    const score = Math.round((0.95 - out.length * 0.005) * 1000) / 1000;
    const unknown = hash32(`suggest:${candidate}${tld}`) % 9 === 0;
    const result = lookupResult(candidate, tld, score, ctx, unknown);
    if (result.isValidDomain === true) out.push(result);
  }
  return out;
}

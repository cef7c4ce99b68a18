import { z } from 'zod';
import { listOf, looseRecord, optBool, optNumber, optText } from './lenientFields';

/** Normalised availability of a lookup result, whichever fields the server sent. */
export type Availability = 'available' | 'unavailable' | 'error' | 'unknown';

const lookupFields = z.looseObject({
  domainName: optText,
  idnDomainName: optText,
  tld: optText,
  tldNoDots: optText,
  sld: optText,
  idnSld: optText,
  status: optText,
  legacyStatus: optText,
  score: optNumber,
  isRegistered: optBool,
  isAvailable: optBool,
  isValidDomain: optBool,
  domainErrorMessage: optText,
  pricing: looseRecord.optional().catch(undefined),
  shortestPeriod: looseRecord.optional().catch(undefined),
  group: optText,
  minLength: optNumber,
  maxLength: optNumber,
  isPremium: optBool,
  premiumCostPricing: z.unknown().optional(),
});

type LookupFields = z.output<typeof lookupFields>;

function availabilityOf(r: LookupFields): Availability {
  const legacy = r.legacyStatus?.trim().toLowerCase();
  if (legacy === 'error' || r.isValidDomain === false) return 'error';
  if (r.isAvailable !== undefined) return r.isAvailable ? 'available' : 'unavailable';
  if (legacy === 'available' || legacy === 'unavailable') return legacy;
  // Old servers sent only a human status text.
  const status = r.status?.trim().toLowerCase() ?? '';
  if (/\b(unavailable|not available|registered|taken)\b/.test(status)) return 'unavailable';
  if (/\bavailable\b/.test(status)) return 'available';
  if (status === 'error') return 'error';
  return 'unknown';
}

/** One element of POST /domains/lookup or /domains/lookup/suggestions. */
export const domainLookupResultSchema = lookupFields.transform((r) => {
  const tld = r.tld?.replace(/^\./, '');
  const joined = r.sld !== undefined && tld !== undefined ? `${r.sld}.${tld}` : (r.sld ?? '');
  return { ...r, domainName: r.domainName ?? joined, availability: availabilityOf(r) };
});

export type DomainLookupResult = z.output<typeof domainLookupResultSchema>;

export const domainLookupListSchema = listOf(domainLookupResultSchema);

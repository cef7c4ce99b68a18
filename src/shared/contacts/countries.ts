import { CALLING_CODES } from './callingCodes';

export interface Country {
  /** ISO 3166-1 alpha-2, what the API and the profiles store. */
  readonly code: string;
  /** Its English name, what the pickers show and search. */
  readonly name: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Every country, by name. */
export const COUNTRIES: readonly Country[] = [...CALLING_CODES.keys()]
  .map((code) => ({ code, name: regionNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Names people type that are not the ones listed. */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  'united states of america': 'US',
  usa: 'US',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'ivory coast': 'CI',
};

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...COUNTRIES.map((country): [string, string] => [fold(country.name), country.code]),
  ...Object.entries(OTHER_NAMES),
]);

/** The country's name (`DE` → `Germany`), or the code itself when it is none. */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code.toUpperCase())?.name ?? code;
}

/**
 * The ISO code of a country given by its name or its code, case and accents aside
 * (`Germany`, `germany`, `de` → `DE`; `Côte d'Ivoire` → `CI`); undefined when none is.
 */
export function countryCodeOf(typed: string): string | undefined {
  const folded = fold(typed);
  if (/^[a-z]{2}$/.test(folded)) {
    const code = folded.toUpperCase();
    return CALLING_CODES.has(code) ? code : undefined;
  }
  return BY_NAME.get(folded);
}

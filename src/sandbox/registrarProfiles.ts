import type { RegistrarProfileName } from './types';

/** Functions a registrar module may lack; unsupported ones answer 501. */
export type RegistrarFeature = 'dns' | 'email' | 'eppcode' | 'idprotection' | 'childNameservers';

const MISSING: Readonly<Record<RegistrarProfileName, readonly RegistrarFeature[]>> = {
  full: [],
  basic: ['dns', 'email', 'eppcode', 'idprotection', 'childNameservers'],
  'no-epp': ['eppcode'],
};

export function supports(profile: RegistrarProfileName, feature: RegistrarFeature): boolean {
  return !MISSING[profile].includes(feature);
}

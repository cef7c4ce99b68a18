import { z } from 'zod';
import type { ContactSetInput } from '../ipc/channels/domainsTypes';
import { withRule } from '../rules/ruleSchema';
import { checkContactSet } from './contactRules';

/**
 * A domain's four contacts as the contacts editor holds them, checked by the rule the domains
 * service saves them with: each problem on its role's field (`Registrant.country`).
 */
export const contactSetFormSchema = withRule(
  z.custom<ContactSetInput>((value) => typeof value === 'object' && value !== null),
  (set) => checkContactSet(set).issues,
);

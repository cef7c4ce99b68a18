import { z } from 'zod';
import { withRule } from '../rules/ruleSchema';
import { checkEmailRules } from './emailForwardingRules';

/** The forwarding rules of a domain as the editor holds them and the save sends them. */
export const emailForwardingFormSchema = withRule(
  z.object({
    rules: z.array(z.object({ prefix: z.string(), forwardto: z.string() })),
  }),
  ({ rules }) => checkEmailRules(rules).issues,
);

export type EmailForwardingForm = z.output<typeof emailForwardingFormSchema>;

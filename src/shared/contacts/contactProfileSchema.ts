import { z } from 'zod';
import type { Contact } from '../api';
import { oneLine } from '../ipc/inputText';
import { fieldPath } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';
import { checkContact } from './contactRules';

export const contactProfileNameSchema = oneLine(
  z
    .string({ error: 'A profile name is required.' })
    .trim()
    .min(1, { error: 'A profile name is required.' })
    .max(100, { error: 'A profile name is at most 100 characters.' }),
);

/** Every field of a contact as a form holds it: text, empty when unused. */
export type ContactValues = Record<keyof Contact, string>;

const contactValuesSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  companyname: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  phonenumber: z.string(),
  tax_id: z.string(),
}) satisfies z.ZodType<ContactValues>;

/**
 * A contact profile as its dialog holds it, checked by the contact rule main saves it with
 * (`contact.country`: "UK" is not a country code…), before anything is sent.
 */
export const contactProfileFormSchema = withRule(
  z.object({ name: contactProfileNameSchema, contact: contactValuesSchema }),
  ({ contact }) =>
    checkContact(contact).issues.map((issue) => ({
      ...issue,
      path: fieldPath('contact', issue.path),
    })),
);

export type ContactProfileForm = z.input<typeof contactProfileFormSchema>;

import { z } from 'zod';
import { contactProfileNameSchema } from '../../contacts/contactProfileSchema';
import type { Contact } from '../../api';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText } from '../inputText';
import { contactInputSchema } from './orders';

/** A named contact the reseller reuses for orders (by its id) and contact changes. */
export interface ContactProfileView {
  readonly id: string;
  readonly name: string;
  /** As checked and stored: trimmed, country code upper-cased, phone without spaces. */
  readonly contact: Contact;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const contactProfileIdSchema = idText('A contact profile id');
const profileId = contactProfileIdSchema;

export { contactProfileNameSchema };

/** Shape only; the service checks the contact with the rules of the contact editors. */
export const contactProfileInputSchema = z.object({
  /** Given: updates that profile. Left out: creates a new one. */
  id: profileId.optional(),
  name: contactProfileNameSchema,
  contact: z.object(contactInputSchema.shape, { error: 'A contact is required.' }),
});
export type ContactProfileInput = z.output<typeof contactProfileInputSchema>;

export const contactProfilesChannels = {
  /** Sorted by name. */
  'contactProfiles:list': defineChannel({
    input: z.undefined(),
    output: returns<ContactProfileView[]>(),
  }),
  /** Creates or updates a profile; `invalid_input` names every bad field. */
  'contactProfiles:save': defineChannel({
    input: contactProfileInputSchema,
    output: returns<ContactProfileView>(),
  }),
  'contactProfiles:remove': defineChannel({
    input: z.object({ id: profileId }),
    output: returns<{ removed: boolean }>(),
  }),
} satisfies ChannelMap;

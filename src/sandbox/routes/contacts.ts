import { CONTACT_ROLES, contactsAnswer, readContactSet } from '../contacts';
import { json, statusSuccess } from '../replies';
import type { Route } from '../router';
import type { ContactRole } from '../types';
import { activeDomain } from './managed';

const SAVE_ROLES: Readonly<Record<string, ContactRole>> = Object.fromEntries(
  CONTACT_ROLES.map((r) => [r, r]),
);

export const contactRoutes: Route[] = [
  {
    method: 'GET',
    path: '/domains/:domain/contact',
    handler: (ctx) => {
      const contacts = ctx.state.domains.details(activeDomain(ctx)).contacts;
      // A domain whose contacts were never stored answers an empty array.
      return json(contacts ? contactsAnswer(contacts, ctx.account.profile) : []);
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/contact',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      const contacts = readContactSet(ctx.body.contactdetails, 'contactdetails', SAVE_ROLES);
      ctx.state.domains.details(record).contacts = contacts;
      return statusSuccess();
    },
  },
];

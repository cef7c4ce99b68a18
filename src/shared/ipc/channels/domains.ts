import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { glueAddress, lineText } from '../inputText';
import { checkEmailRules } from '../../email/emailForwardingRules';
import { withRule } from '../../rules/ruleSchema';
import { nameserverListSchema } from '../../nameservers/nameserverSchema';
import { dnsPriorityRule, typedText } from '../ruleSchemas';
import type {
  ActivityView,
  ChangeResult,
  ContactsView,
  DnsRecordView,
  EmailRuleView,
  EppCodeView,
  GlueView,
  LiveSet,
} from './domainsTypes';
import { accountIdSchema, domainRefSchema } from './portfolio';

/*
 * Inputs are checked here for shape and for the shared rules every field follows (no hidden
 * characters, nameserver lists, DNS priorities); the domains service checks the rest (IP
 * versions, e-mail addresses, phone format…) and answers `invalid_input` with one message per field.
 */

/** Typed text: one line, no control, text-direction or zero-width character. */
const text = (max: number) => typedText(lineText(max));

const recordShape = (field: (max: number) => z.ZodString) =>
  z.object({
    hostname: field(300),
    type: field(10),
    address: field(4096),
    priority: z.number({ error: 'The priority must be a number.' }),
    recid: lineText(100).optional(),
  });
const dnsRecordSchema = dnsPriorityRule(recordShape(text));
const dnsSetSchema = z.array(dnsRecordSchema).max(1000, { error: 'At most 1000 records.' });
// The set the user started from, as read: compared only, never sent.
const dnsBaseSchema = z.array(recordShape(lineText)).max(1000, { error: 'At most 1000 records.' });

const emailRuleSchema = z.object({ prefix: text(100), forwardto: text(320) });
const emailSetSchema = z.array(emailRuleSchema).max(500, { error: 'At most 500 rules.' });
const emailBaseSchema = z
  .array(z.object({ prefix: lineText(100), forwardto: lineText(320) }))
  .max(500, { error: 'At most 500 rules.' });

const contactSchema = z.object({
  firstname: text(200).default(''),
  lastname: text(200).default(''),
  fullname: text(400).default(''),
  companyname: text(400).default(''),
  email: text(320).default(''),
  address1: text(400).default(''),
  address2: text(400).default(''),
  city: text(200).default(''),
  state: text(200).default(''),
  postcode: text(50).default(''),
  country: text(10).default(''),
  phonenumber: text(50).default(''),
  tax_id: text(100).default(''),
});
// What was read back from the API, sent back only to compare: any text, within bounds.
const readText = z.string().max(4096, { error: 'At most 4096 characters.' });
const roleName = lineText(100);
const storedContactSchema = z.object({
  firstname: readText.optional(),
  lastname: readText.optional(),
  fullname: readText.optional(),
  companyname: readText.optional(),
  email: readText.optional(),
  address1: readText.optional(),
  address2: readText.optional(),
  city: readText.optional(),
  state: readText.optional(),
  postcode: readText.optional(),
  country: readText.optional(),
  phonenumber: readText.optional(),
  tax_id: readText.optional(),
  extra: z.record(lineText(200), readText).default({}),
});
const contactsViewSchema = z.object({
  contacts: z.record(roleName, storedContactSchema),
  otherRoles: z.record(roleName, storedContactSchema).default({}),
});

const hostSchema = lineText(300);
const glueHostSchema = typedText(hostSchema);
const ipSchema = glueAddress();
const confirmed = (what: string) =>
  z.literal(true, { error: `${what} cannot be undone and must be confirmed.` });

/** Managing one domain through its account: every change is logged with before/after. */
export const domainsChannels = {
  'domains:getNameservers': defineChannel({
    input: domainRefSchema,
    output: returns<LiveSet<string[]>>(),
  }),
  'domains:saveNameservers': defineChannel({
    input: domainRefSchema.extend({
      nameservers: nameserverListSchema({ optional: false }),
      base: z.array(hostSchema).max(13).optional(),
    }),
    output: returns<ChangeResult<string[]>>(),
  }),
  'domains:registerGlue': defineChannel({
    input: domainRefSchema.extend({ nameserver: glueHostSchema, ipaddress: ipSchema }),
    output: returns<ChangeResult<GlueView[]>>(),
  }),
  'domains:modifyGlue': defineChannel({
    input: domainRefSchema.extend({
      nameserver: glueHostSchema,
      currentIpaddress: ipSchema,
      newIpaddress: ipSchema,
    }),
    output: returns<ChangeResult<GlueView[]>>(),
  }),
  'domains:deleteGlue': defineChannel({
    input: domainRefSchema.extend({ nameserver: glueHostSchema }),
    output: returns<ChangeResult<GlueView[]>>(),
  }),
  'domains:getContacts': defineChannel({
    input: domainRefSchema,
    output: returns<LiveSet<ContactsView>>(),
  }),
  'domains:saveContacts': defineChannel({
    input: domainRefSchema.extend({
      contacts: z.object({
        Registrant: contactSchema.optional(),
        Technical: contactSchema.optional(),
        Billing: contactSchema.optional(),
        Admin: contactSchema.optional(),
      }),
      base: contactsViewSchema.optional(),
    }),
    output: returns<ChangeResult<ContactsView>>(),
  }),
  'domains:getDns': defineChannel({
    input: domainRefSchema,
    output: returns<LiveSet<DnsRecordView[]>>(),
  }),
  /** Replaces the whole set; refused with `conflict` ({ live, base }) if it changed meanwhile. */
  'domains:saveDns': defineChannel({
    input: domainRefSchema.extend({ records: dnsSetSchema, base: dnsBaseSchema }),
    output: returns<ChangeResult<DnsRecordView[]>>(),
  }),
  'domains:getEmailForwarding': defineChannel({
    input: domainRefSchema,
    output: returns<LiveSet<EmailRuleView[]>>(),
  }),
  /** Replaces every rule; refused with `conflict` ({ live, base }) if they changed meanwhile. */
  'domains:saveEmailForwarding': defineChannel({
    // The shared forwarding rule, as the editor applies it: one save holds no rule twice.
    input: withRule(
      domainRefSchema.extend({ rules: emailSetSchema, base: emailBaseSchema }),
      ({ rules }) => checkEmailRules(rules).issues,
    ),
    output: returns<ChangeResult<EmailRuleView[]>>(),
  }),
  'domains:setLock': defineChannel({
    input: domainRefSchema.extend({ locked: z.boolean({ error: 'Say whether to lock.' }) }),
    output: returns<ChangeResult<{ locked: boolean }>>(),
  }),
  'domains:setIdProtection': defineChannel({
    input: domainRefSchema.extend({ enabled: z.boolean({ error: 'Say whether to enable.' }) }),
    output: returns<ChangeResult<{ idProtection: boolean }>>(),
  }),
  /** The transfer code, for the user to copy; it is never cached or logged. */
  'domains:getEppCode': defineChannel({ input: domainRefSchema, output: returns<EppCodeView>() }),
  'domains:release': defineChannel({
    input: domainRefSchema.extend({ transferTag: text(100), confirm: confirmed('A release') }),
    output: returns<ChangeResult<{ status: 'released' }>>(),
  }),
  'domains:delete': defineChannel({
    input: domainRefSchema.extend({ confirm: confirmed('A deletion') }),
    output: returns<ChangeResult<{ status: 'deleted' }>>(),
  }),
  /**
   * Undoes an earlier change to the DNS records, contacts, nameservers or e-mail forwarding on
   * today's set. `shown` is the live set the preview was made from (checked by main against
   * the change's kind); the save is refused if the set changed since.
   */
  'domains:restore': defineChannel({
    input: z.object({
      activityId: z.int({ error: 'A change id is required.' }).positive(),
      shown: z.unknown().optional(),
    }),
    output: returns<ChangeResult<unknown>>(),
  }),
  'domains:activity': defineChannel({
    input: domainRefSchema.extend({ limit: z.int().min(1).max(1000).optional() }),
    output: returns<ActivityView[]>(),
  }),
  /** Every change of one account, newest first, for the Activity screen. */
  'domains:accountActivity': defineChannel({
    input: z.object({ accountId: accountIdSchema, limit: z.int().min(1).max(5000).optional() }),
    output: returns<ActivityView[]>(),
  }),
} satisfies ChannelMap;

import { z } from 'zod';
import {
  apiUrlSchema,
  currencySchema,
  emailSchema,
  labelSchema,
  maxConcurrentSchema,
  maxInputVarsSchema,
  minIntervalSchema,
  userAgentSchema,
} from '../../shared/accounts/accountRules';
import { proxyUrlSchema } from '../../shared/accounts/proxyRules';
import {
  contactProfileIdSchema,
  contactProfileNameSchema,
} from '../../shared/ipc/channels/contactProfiles';
import { contactInputSchema } from '../../shared/ipc/channels/orders';
import { accountIdSchema, domainNameSchema } from '../../shared/ipc/channels/portfolio';
import { presetInputSchema } from '../../shared/ipc/channels/presets';
import { idText, lineText, noNul, notesSchema, tagsSchema } from '../../shared/ipc/inputText';
import { DOMAIN_ORIGINS, DOMAIN_STATUSES } from './domainRecord';
import { ORDER_STATES } from './orderJournal';

export const USER_DATA_FORMAT = 'domaindesk-user-data';
export const USER_DATA_VERSION = 1;

/*
 * Every field an import writes follows the rule the bridge applies when the user types it
 * (the schemas are the bridge's own): a file can hold nothing the screens would refuse.
 */

const timestamp = z.iso.datetime({ error: 'must be an ISO 8601 UTC timestamp' });

// Strict: a hand-edited file that carries an API key is refused instead of the key being
// silently dropped or, worse, stored. The fields follow `accounts:connect`.
const accountSchema = z.strictObject({
  id: accountIdSchema,
  label: labelSchema,
  baseUrl: apiUrlSchema,
  email: emailSchema,
  userAgent: userAgentSchema,
  maxConcurrentRequests: maxConcurrentSchema,
  minRequestIntervalMs: minIntervalSchema,
  // Files exported before the setting existed leave it out: PHP's default then applies.
  maxInputVars: maxInputVarsSchema.optional(),
  currency: currencySchema.nullable(),
  // Files exported before the setting existed leave it out: the stored proxy stays.
  proxyUrl: proxyUrlSchema.nullable().optional(),
});

const domainSchema = z.object({
  accountId: accountIdSchema,
  name: domainNameSchema,
  unicodeName: domainNameSchema.optional(),
  origin: z.enum(DOMAIN_ORIGINS),
  status: z.enum(DOMAIN_STATUSES),
  pendingSince: timestamp.nullable(),
  expiryDate: lineText(40).nullable(),
  tags: tagsSchema.default([]),
  notes: notesSchema.default(''),
});

// Fields a contact may leave empty default to '' so older or hand-made files still import.
const contactField = contactInputSchema.shape;
const contactSchema = z.object({
  ...contactField,
  fullname: contactField.fullname.unwrap().default(''),
  companyname: contactField.companyname.unwrap().default(''),
  address2: contactField.address2.unwrap().default(''),
  state: contactField.state.unwrap().default(''),
  tax_id: contactField.tax_id.unwrap().default(''),
  postcode: contactField.postcode.unwrap(),
});

const contactProfileSchema = z.object({
  id: contactProfileIdSchema,
  name: contactProfileNameSchema,
  contact: contactSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});

const orderSchema = z.object({
  id: idText('An order id'),
  accountId: accountIdSchema,
  operation: z.enum(['register', 'transfer', 'renew']),
  domain: domainNameSchema,
  period: z.int().min(1).max(10),
  requestSummary: z.unknown(),
  priceQuoted: lineText(40).nullable(),
  currency: lineText(10).nullable(),
  state: z.enum(ORDER_STATES),
  outcomeDetail: noNul(z.string().max(10_000)).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable().optional(),
  priceCharged: lineText(40).nullable().optional(),
  balanceAfter: lineText(40).nullable().optional(),
});

const presetSchema = presetInputSchema.and(
  z.object({
    id: idText('A preset id'),
    accountId: accountIdSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
);

/** The export document, version 1. API keys are never part of it. */
export const userDataSchema = z.object({
  format: z.literal(USER_DATA_FORMAT),
  version: z.literal(USER_DATA_VERSION),
  exportedAt: timestamp,
  accounts: z.array(accountSchema),
  domains: z.array(domainSchema),
  contactProfiles: z.array(contactProfileSchema),
  orderJournal: z.array(orderSchema),
  /**
   * The user's preferences (`preferences.*` of the settings table, by setting name). Each is
   * checked by the settings service when read, so a value it no longer accepts reads as its
   * default. Absent in documents written before preferences were exported.
   */
  preferences: z.record(lineText(100), z.json()).optional(),
  /** Presets per account (`presets`). Absent in documents written before presets existed. */
  presets: z.array(presetSchema).optional(),
});

export type UserDataDocument = z.infer<typeof userDataSchema>;
export type UserDataInput = z.input<typeof userDataSchema>;

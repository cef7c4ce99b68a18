import { z } from 'zod';
import { MAX_INPUT_VARS_LIMITS } from '../../shared/api/phpInputVars';
import { DOMAIN_ORIGINS, DOMAIN_STATUSES } from './domainRecord';
import { ORDER_STATES } from './orderJournal';

export const USER_DATA_FORMAT = 'domaindesk-user-data';
export const USER_DATA_VERSION = 1;

const text = z.string();
const nonEmpty = z.string().trim().min(1, { error: 'must not be empty' });
const timestamp = z.iso.datetime({ error: 'must be an ISO 8601 UTC timestamp' });

// Strict: a hand-edited file that carries an API key is refused instead of the key being
// silently dropped or, worse, stored.
const accountSchema = z.strictObject({
  id: nonEmpty,
  label: nonEmpty,
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  email: z.email({ error: 'must be an e-mail address' }),
  userAgent: text.nullable(),
  maxConcurrentRequests: z.int().min(1).max(16),
  minRequestIntervalMs: z.int().min(0),
  // Files exported before the setting existed leave it out: PHP's default then applies.
  maxInputVars: z.int().min(MAX_INPUT_VARS_LIMITS.min).max(MAX_INPUT_VARS_LIMITS.max).optional(),
  currency: text.nullable(),
});

const domainSchema = z.object({
  accountId: nonEmpty,
  name: nonEmpty,
  unicodeName: text.optional(),
  origin: z.enum(DOMAIN_ORIGINS),
  status: z.enum(DOMAIN_STATUSES),
  pendingSince: timestamp.nullable(),
  expiryDate: text.nullable(),
  tags: z.array(text).default([]),
  notes: text.default(''),
});

// Fields a contact may leave empty default to '' so older or hand-made files still import.
const contactSchema = z.object({
  firstname: text,
  lastname: text,
  fullname: text.default(''),
  companyname: text.default(''),
  email: text,
  address1: text,
  city: text,
  state: text.default(''),
  postcode: text,
  country: text,
  phonenumber: text,
});

const contactProfileSchema = z.object({
  id: nonEmpty,
  name: nonEmpty,
  contact: contactSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});

const orderSchema = z.object({
  id: nonEmpty,
  accountId: nonEmpty,
  operation: z.enum(['register', 'transfer', 'renew']),
  domain: nonEmpty,
  period: z.int().min(1).max(10),
  requestSummary: z.unknown(),
  priceQuoted: text.nullable(),
  currency: text.nullable(),
  state: z.enum(ORDER_STATES),
  outcomeDetail: text.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: timestamp.nullable().optional(),
  priceCharged: text.nullable().optional(),
  balanceAfter: text.nullable().optional(),
});

/** The export document, version 1. API keys are never part of it. */
export const userDataSchema = z.object({
  format: z.literal(USER_DATA_FORMAT),
  version: z.literal(USER_DATA_VERSION),
  exportedAt: timestamp,
  accounts: z.array(accountSchema),
  domains: z.array(domainSchema),
  contactProfiles: z.array(contactProfileSchema),
  orderJournal: z.array(orderSchema),
});

export type UserDataDocument = z.infer<typeof userDataSchema>;
export type UserDataInput = z.input<typeof userDataSchema>;

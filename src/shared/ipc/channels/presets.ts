import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText, lineText, tagSchema } from '../inputText';
import { nameserverListSchema } from '../../nameservers/nameserverSchema';
import { checkDnsTemplate } from '../../presets/presetRules';
import type { DnsTemplateRecord } from '../../presets/presetRules';
import { withRule } from '../../rules/ruleSchema';
import { dnsPriorityRule, typedText } from '../ruleSchemas';
import type { JobSummary } from './jobs';
import { accountIdSchema, selectionSchema } from './portfolio';

/**
 * A preset: a named bundle of settings applied to many domains at once (through the copy
 * jobs) or to a cart line at registration. Every part is optional: `null` leaves that part
 * of a domain as it is.
 */
export interface PresetBody {
  readonly nameservers: readonly string[] | null;
  /** Records with `{domain}` standing for the domain's name; see `presetRules`. */
  readonly dns: readonly DnsTemplateRecord[] | null;
  readonly lock: boolean | null;
  readonly idProtection: boolean | null;
  /** Every contact role is set to this profile's contact. */
  readonly contactProfileId: string | null;
  /** Ordered with a registration (ID protection is `idProtection`). */
  readonly addons: { readonly dnsmanagement: boolean; readonly emailforwarding: boolean } | null;
  /** Domains that get this tag are offered the preset (never applied without asking). */
  readonly tag: string | null;
}

/** A preset's parts (all but its tag) when it leaves every one of them as it is. */
export const PRESET_PARTS_UNSET = {
  nameservers: null,
  dns: null,
  lock: null,
  idProtection: null,
  contactProfileId: null,
  addons: null,
} satisfies Omit<PresetBody, 'tag'>;

export interface PresetView extends PresetBody {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * Domains that newly got the tag a preset is bound to, however they got it (Add tags, a CSV
 * import, a tag edit): they are offered that preset, never given it without the preview.
 */
export interface PresetOffer {
  readonly presetId: string;
  readonly presetName: string;
  readonly tag: string;
  /** ASCII names of the domains that did not have the tag before. */
  readonly names: readonly string[];
}

/** The offers of one tagging, pushed to the windows as `presets:offered`. */
export interface PresetOffers {
  readonly accountId: string;
  readonly offers: readonly PresetOffer[];
}

const text = (max: number) => typedText(lineText(max));

const templateRecordSchema = dnsPriorityRule(
  z.object({
    hostname: text(300),
    type: text(10),
    address: text(4096),
    priority: z.number({ error: 'The priority must be a number.' }),
  }),
);

export const presetNameSchema = text(100)
  .trim()
  .min(1, { error: 'Name the preset.' })
  .max(100, { error: 'A preset name is at most 100 characters.' });

export const presetIdSchema = idText('A preset id');

/** A preset as the reseller fills it in; the DNS template is checked on a sample domain. */
export const presetInputSchema = withRule(
  z.object({
    /** Given: updates that preset. Left out: creates a new one. */
    id: presetIdSchema.optional(),
    name: presetNameSchema,
    nameservers: nameserverListSchema({ optional: false }).nullable(),
    dns: z
      .array(templateRecordSchema)
      .min(1, { error: 'A DNS template needs at least one record (or leave DNS as it is).' })
      .max(1000, { error: 'At most 1000 records.' })
      .nullable(),
    lock: z.boolean().nullable(),
    idProtection: z.boolean().nullable(),
    contactProfileId: idText('A contact profile id').nullable(),
    addons: z.object({ dnsmanagement: z.boolean(), emailforwarding: z.boolean() }).nullable(),
    tag: tagSchema.trim().min(1, { error: 'A tag cannot be empty.' }).nullable(),
  }),
  (preset) => (preset.dns === null ? [] : checkDnsTemplate(preset.dns)),
);
export type PresetInput = z.output<typeof presetInputSchema>;

const accountId = accountIdSchema;

export const presetsChannels = {
  /** The account's presets, sorted by name. */
  'presets:list': defineChannel({
    input: z.object({ accountId }),
    output: returns<PresetView[]>(),
  }),
  /** Creates or updates a preset; a name already used in the account is a `conflict`. */
  'presets:save': defineChannel({
    input: z.object({ accountId, preset: presetInputSchema }),
    output: returns<PresetView>(),
  }),
  /** A copy under a new name ("Parking (copy)"). */
  'presets:duplicate': defineChannel({
    input: z.object({ accountId, id: presetIdSchema }),
    output: returns<PresetView>(),
  }),
  'presets:remove': defineChannel({
    input: z.object({ accountId, id: presetIdSchema }),
    output: returns<{ removed: boolean }>(),
  }),
  /**
   * Starts a copy preview job (`portfolio.copyPreview`) of the preset on the selection;
   * apply it with `portfolio:copyApply`, as any copy.
   */
  'presets:applyPreview': defineChannel({
    input: z.object({ selection: selectionSchema, presetId: presetIdSchema }),
    output: returns<JobSummary>(),
  }),
} satisfies ChannelMap;

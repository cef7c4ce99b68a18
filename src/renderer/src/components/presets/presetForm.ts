import { z } from 'zod';
import type { PresetView } from '../../../../shared/ipc/channels/presets';
import { presetInputSchema } from '../../../../shared/ipc/channels/presets';
import type { PresetInput } from '../../../../shared/ipc/channels/presets';
import { splitTypedHosts } from '../../../../shared/nameservers/nameserverRules';
import { parseTemplateText, templateText } from '../../../../shared/presets/templateLines';
import type { FieldIssue } from '../../../../shared/rules/fieldIssue';
import { withRule } from '../../../../shared/rules/ruleSchema';

export type OnOffLeave = 'leave' | 'on' | 'off';

/** The preset editor's fields: each part can be left as domains have it. */
export interface PresetFormValues extends Record<string, unknown> {
  name: string;
  setNameservers: boolean;
  nameservers: string;
  setDns: boolean;
  dnsText: string;
  lock: OnOffLeave;
  idProtection: OnOffLeave;
  /** '' leaves the contacts as they are. */
  contactProfileId: string;
  dnsmanagement: boolean;
  emailforwarding: boolean;
  tag: string;
}

const onOff = (value: boolean | null): OnOffLeave =>
  value === null ? 'leave' : value ? 'on' : 'off';
const fromOnOff = (value: OnOffLeave): boolean | null =>
  value === 'leave' ? null : value === 'on';

export function presetFormValues(preset: PresetView | null): PresetFormValues {
  return {
    name: preset?.name ?? '',
    setNameservers: (preset?.nameservers ?? null) !== null,
    nameservers: preset?.nameservers?.join('\n') ?? '',
    setDns: (preset?.dns ?? null) !== null,
    dnsText: preset?.dns ? templateText(preset.dns) : '',
    lock: onOff(preset?.lock ?? null),
    idProtection: onOff(preset?.idProtection ?? null),
    contactProfileId: preset?.contactProfileId ?? '',
    dnsmanagement: preset?.addons?.dnsmanagement ?? false,
    emailforwarding: preset?.addons?.emailforwarding ?? false,
    tag: preset?.tag ?? '',
  };
}

/** What the bridge is sent, and the problems of the DNS lines that did not read as records. */
export function presetInputOf(
  values: PresetFormValues,
  id?: string,
): { input: PresetInput; lineIssues: FieldIssue[] } {
  const template = parseTemplateText(values.dnsText);
  const addons = values.dnsmanagement || values.emailforwarding;
  return {
    lineIssues: values.setDns ? template.issues : [],
    input: {
      ...(id !== undefined && { id }),
      name: values.name,
      nameservers: values.setNameservers ? splitTypedHosts(values.nameservers) : null,
      dns: values.setDns ? template.records : null,
      lock: fromOnOff(values.lock),
      idProtection: fromOnOff(values.idProtection),
      contactProfileId: values.contactProfileId === '' ? null : values.contactProfileId,
      addons: addons
        ? { dnsmanagement: values.dnsmanagement, emailforwarding: values.emailforwarding }
        : null,
      tag: values.tag.trim() === '' ? null : values.tag.trim(),
    },
  };
}

/** The field of the form a rule's path (as the bridge names it) belongs to. */
export function presetFieldOf(path: string): string {
  const [first = ''] = path.replace(/^preset\./, '').split('.');
  if (first === 'dns') return 'dnsText';
  return first === '' ? 'name' : first;
}

/** Issues of the preset's own schema, on the form's fields, one message per field. */
export function presetFormIssues(values: PresetFormValues): FieldIssue[] {
  const { input, lineIssues } = presetInputOf(values);
  const parsed = presetInputSchema.safeParse(input);
  const issues = [
    ...lineIssues,
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          path: presetFieldOf(issue.path.join('.')),
          message: issue.message,
        }))),
  ];
  if (values.setDns && input.dns?.length === 0 && lineIssues.length === 0) {
    issues.push({ path: 'dnsText', message: 'Type at least one record, or leave DNS as it is.' });
  }
  // One message per field: the first of each, as a form shows one.
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) if (!byField.has(issue.path)) byField.set(issue.path, issue);
  return [...byField.values()];
}

export const presetFormSchema = withRule(
  z.custom<PresetFormValues>((value) => typeof value === 'object' && value !== null),
  presetFormIssues,
);

import { fieldPath } from './rules/fieldIssue';
import type { FieldIssue } from './rules/fieldIssue';
/**
 * Registry fields (`domainfields`, sent as one serialized text) some TLDs need on register and
 * transfer orders.
 * The API cannot say which fields a TLD needs, so this is a table of the ones commonly
 * required: hints to pre-fill a cart line with, never a complete list.
 */

export interface DomainFieldChoice {
  readonly value: string;
  readonly label: string;
}

export interface DomainFieldHint {
  /** The field's name, its key in the serialized `domainfields` map. */
  readonly name: string;
  /** Whether the registry refuses an order without it. */
  readonly required: boolean;
  readonly description: string;
  /** The registry's codes, when it takes only these. */
  readonly choices?: readonly DomainFieldChoice[];
}

/** Registry field values by field name, as a cart line keeps them (values may be empty). */
export type DomainFields = Readonly<Record<string, string>>;

const US_HINTS: readonly DomainFieldHint[] = [
  {
    name: 'Nexus Category',
    required: true,
    description: "The registrant's tie to the United States.",
    choices: [
      { value: 'C11', label: 'C11 · US citizen' },
      { value: 'C12', label: 'C12 · Permanent resident of the US' },
      { value: 'C21', label: 'C21 · US organisation' },
      { value: 'C31', label: 'C31 · Foreign entity regularly active in the US' },
      { value: 'C32', label: 'C32 · Foreign entity with an office in the US' },
    ],
  },
  {
    name: 'Application Purpose',
    required: true,
    description: 'What the name is for.',
    choices: [
      { value: 'P1', label: 'P1 · Business for profit' },
      { value: 'P2', label: 'P2 · Non-profit' },
      { value: 'P3', label: 'P3 · Personal' },
      { value: 'P4', label: 'P4 · Education' },
      { value: 'P5', label: 'P5 · Government' },
    ],
  },
  {
    name: 'Nexus Country',
    required: false,
    description: 'Two-letter country code; asked with C31 and C32.',
  },
];

const HINTS: Readonly<Record<string, readonly DomainFieldHint[]>> = { us: US_HINTS };

function tldOf(domain: string): string {
  const ascii = domain.trim().toLowerCase().replace(/\.$/, '');
  return ascii.slice(ascii.lastIndexOf('.') + 1);
}

/** The fields commonly required for this name's TLD; empty when none are known. */
export function domainFieldHints(domain: string): readonly DomainFieldHint[] {
  return HINTS[tldOf(domain)] ?? [];
}

export function domainFieldHint(domain: string, name: string): DomainFieldHint | undefined {
  return domainFieldHints(domain).find((hint) => hint.name === name);
}

/** The rows a new register or transfer line starts with: the required hints, still empty. */
export function startingDomainFields(domain: string): Record<string, string> {
  return Object.fromEntries(
    domainFieldHints(domain)
      .filter((hint) => hint.required)
      .map((hint) => [hint.name, '']),
  );
}

/**
 * Why a field name cannot be sent, or undefined. Servers name a missing field as
 * `domainfields[name]`, so a name with brackets could not be matched to their refusal.
 */
export function domainFieldNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'needs a name';
  return /[[\]]/.test(name) ? `"${name}" cannot contain [ or ]` : undefined;
}

/** Rows that would make the order go out incomplete: empty values and unusable names. */
export function domainFieldProblems(fields: DomainFields): FieldIssue[] {
  return Object.entries(fields).flatMap(([name, value]) => {
    const path = fieldPath('domainfields', name);
    const nameProblem = domainFieldNameProblem(name);
    if (nameProblem !== undefined) {
      return [{ path, message: `Registry field "${name}" ${nameProblem}.` }];
    }
    return value.trim() === ''
      ? [{ path, message: `Registry field ${name} is empty (fill it in or remove the row).` }]
      : [];
  });
}

/** The fields as an order sends them: trimmed, empty rows left out. */
export function filledDomainFields(fields: DomainFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([name, value]) => [name.trim(), value.trim()] as const)
      .filter(([name, value]) => name !== '' && value !== ''),
  );
}

const MISSING_FIELD = /domainfields\[([^\]]+)\][^.]*\brequired\b/gi;

/** The registry fields a refusal such as "domainfields[X] is required for .us" names. */
export function missingDomainFields(serverText: string): string[] {
  return [...new Set([...serverText.matchAll(MISSING_FIELD)].map((match) => match[1] ?? ''))]
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

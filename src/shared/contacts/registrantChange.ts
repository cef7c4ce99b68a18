/**
 * Under ICANN's transfer policy a change of the registrant's name, organisation or e-mail is a
 * "change of registrant", after which many registries refuse transfers for 60 days (unless the
 * registrant opted out). The editors warn before such a change is saved.
 */
const MATERIAL_FIELDS = ['firstname', 'lastname', 'fullname', 'companyname', 'email'] as const;

type RegistrantFields = Readonly<Record<(typeof MATERIAL_FIELDS)[number], string>>;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** True when going from `before` to `after` is a change of registrant. */
export function isRegistrantChange(before: RegistrantFields, after: RegistrantFields): boolean {
  return MATERIAL_FIELDS.some((field) => !same(before[field], after[field]));
}

export const REGISTRANT_CHANGE_WARNING =
  'This changes the registrant (name, organisation or e-mail). Many registries then lock the domain against transfers for 60 days, and the registry may e-mail the old and new registrant to confirm.';

import { randomUUID } from 'node:crypto';
import type { Contact } from './apiModels';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { DuplicateError, NotFoundError, isUniqueViolation } from './cacheErrors';
import { fromJsonText, toJsonText } from './jsonText';
import { all, one, run, str } from './sqlite';
import type { Db } from './sqlite';

/** A named contact the user reuses when ordering or changing contacts. */
export interface ContactProfile {
  id: string;
  name: string;
  contact: Contact;
  createdAt: string;
  updatedAt: string;
}

export interface ContactProfileInput {
  /** Given: replaces that profile (or creates it with this id). */
  id?: string;
  name: string;
  contact: Contact;
}

export interface ContactProfilesRepo {
  save(input: ContactProfileInput): ContactProfile;
  get(id: string): ContactProfile | null;
  /** Sorted by name. */
  list(): ContactProfile[];
  remove(id: string): boolean;
}

const columns = 'id, name, contact_json, created_at, updated_at';

export function createContactProfilesRepo(db: Db, clock: Clock): ContactProfilesRepo {
  const get = (id: string): ContactProfile | null => {
    const row = one(db, `SELECT ${columns} FROM contact_profiles WHERE id = @id`, { id });
    return row ? toProfile(row) : null;
  };
  return {
    save(input) {
      const id = input.id ?? randomUUID();
      const name = input.name.trim();
      const at = isoAt(clock);
      try {
        run(
          db,
          `INSERT INTO contact_profiles (id, name, contact_json, created_at, updated_at)
           VALUES (@id, @name, @contact, @at, @at)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name,
             contact_json = excluded.contact_json, updated_at = excluded.updated_at`,
          { id, name, contact: toJsonText(input.contact), at },
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DuplicateError(`A contact profile named "${name}" already exists.`);
        }
        throw error;
      }
      const saved = get(id);
      if (!saved) throw new NotFoundError(`Contact profile ${id} vanished while saving.`);
      return saved;
    },
    get,
    list() {
      return all(db, `SELECT ${columns} FROM contact_profiles ORDER BY name COLLATE NOCASE`).map(
        toProfile,
      );
    },
    remove(id) {
      return run(db, 'DELETE FROM contact_profiles WHERE id = @id', { id }).changes > 0;
    },
  };
}

function toProfile(row: Record<string, unknown>): ContactProfile {
  return {
    id: str(row.id),
    name: str(row.name),
    // Profiles saved before address2 and tax_id existed lack them.
    contact: {
      address2: '',
      tax_id: '',
      ...(fromJsonText(row.contact_json) as Partial<Contact>),
    } as Contact,
    createdAt: str(row.created_at),
    updatedAt: str(row.updated_at),
  };
}

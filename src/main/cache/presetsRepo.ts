import { randomUUID } from 'node:crypto';
import { PRESET_PARTS_UNSET } from '../../shared/ipc/channels/presets';
import type { PresetBody, PresetView } from '../../shared/ipc/channels/presets';
import { DuplicateError, isUniqueViolation } from './cacheErrors';
import { fromJsonText, toJsonText } from './jsonText';
import { all, one, run, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** A preset as stored: its parts without the name and tag, which are columns. */
type StoredBody = Omit<PresetBody, 'tag'>;

const EMPTY: StoredBody = PRESET_PARTS_UNSET;

function toPreset(row: Record<string, unknown>): PresetView {
  // A part a later version adds is missing from older rows: it reads as "left as it is".
  const body = { ...EMPTY, ...(fromJsonText(row.body_json) as Partial<StoredBody>) };
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    name: str(row.name),
    tag: strOrNull(row.tag),
    ...body,
    createdAt: str(row.created_at),
    updatedAt: str(row.updated_at),
  };
}

export function listPresets(db: Db, accountId: string): PresetView[] {
  return all(
    db,
    'SELECT * FROM presets WHERE account_id = @accountId ORDER BY name COLLATE NOCASE',
    { accountId },
  ).map(toPreset);
}

/** Every account's presets, for an export. */
export function allPresets(db: Db): PresetView[] {
  return all(db, 'SELECT * FROM presets ORDER BY account_id, name COLLATE NOCASE').map(toPreset);
}

export function getPreset(db: Db, accountId: string, id: string): PresetView | null {
  const row = one(db, 'SELECT * FROM presets WHERE account_id = @accountId AND id = @id', {
    accountId,
    id,
  });
  return row ? toPreset(row) : null;
}

/** Presets bound to any of these tags (compared without case). */
export function presetsForTags(db: Db, accountId: string, tags: readonly string[]): PresetView[] {
  const wanted = new Set(tags.map((tag) => tag.toLowerCase()));
  return listPresets(db, accountId).filter(
    (preset) => preset.tag !== null && wanted.has(preset.tag.toLowerCase()),
  );
}

/** Creates (no `id`) or replaces a preset; a name used by another preset of the account throws. */
export function savePreset(
  db: Db,
  accountId: string,
  input: PresetBody & { readonly id?: string | undefined; readonly name: string },
  at: string,
  /** An import keeps the preset's own; a new one is created `at`. */
  createdAt: string = at,
): PresetView {
  const id = input.id ?? randomUUID();
  const { name, tag } = input;
  const body: StoredBody = {
    nameservers: input.nameservers,
    dns: input.dns,
    lock: input.lock,
    idProtection: input.idProtection,
    contactProfileId: input.contactProfileId,
    addons: input.addons,
  };
  try {
    run(
      db,
      `INSERT INTO presets (id, account_id, name, tag, body_json, created_at, updated_at)
       VALUES (@id, @accountId, @name, @tag, @body, @createdAt, @at)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, tag = excluded.tag,
         body_json = excluded.body_json, updated_at = excluded.updated_at
       WHERE presets.account_id = excluded.account_id`,
      { id, accountId, name: name.trim(), tag, body: toJsonText(body), at, createdAt },
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DuplicateError(`A preset named "${name.trim()}" already exists in this account.`);
    }
    throw error;
  }
  const saved = getPreset(db, accountId, id);
  if (saved === null) throw new Error(`Preset ${id} vanished while saving.`);
  return saved;
}

export function removePreset(db: Db, accountId: string, id: string): boolean {
  return (
    run(db, 'DELETE FROM presets WHERE account_id = @accountId AND id = @id', { accountId, id })
      .changes > 0
  );
}

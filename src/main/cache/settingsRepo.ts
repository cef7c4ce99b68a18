import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import type { JsonValue } from './jsonText';
import { fromJsonText, toJsonText } from './jsonText';
import { isSecretKeyName } from './secretMasking';
import { all, one, run, str } from './sqlite';
import type { Db } from './sqlite';

export interface SettingsRepo {
  /** The stored value, or undefined when the setting was never written. */
  get(key: string): JsonValue | undefined;
  set(key: string, value: JsonValue): void;
  delete(key: string): boolean;
  entries(): Record<string, JsonValue>;
}

export function createSettingsRepo(db: Db, clock: Clock): SettingsRepo {
  return {
    get(key) {
      const row = one(db, 'SELECT value_json FROM settings WHERE key = @key', { key });
      return row ? (fromJsonText(row.value_json) as JsonValue) : undefined;
    },
    set(key, value) {
      // Secrets belong in the keychain; refuse a setting whose name says it is one.
      if (isSecretKeyName(key)) {
        throw new Error(`"${key}" looks like a secret; secrets are kept in the system keychain.`);
      }
      run(
        db,
        `INSERT INTO settings (key, value_json, updated_at) VALUES (@key, @value, @at)
         ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
        { key, value: toJsonText(value), at: isoAt(clock) },
      );
    },
    delete(key) {
      return run(db, 'DELETE FROM settings WHERE key = @key', { key }).changes > 0;
    },
    entries() {
      const out: Record<string, JsonValue> = {};
      for (const row of all(db, 'SELECT key, value_json FROM settings ORDER BY key')) {
        out[str(row.key)] = fromJsonText(row.value_json) as JsonValue;
      }
      return out;
    },
  };
}

import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { firstInvalidText } from './textCheck';

function withRows(...hex: string[]): Database.Database {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
  for (const value of hex) db.exec(`INSERT INTO notes (body) VALUES (CAST(x'${value}' AS TEXT))`);
  return db;
}

describe('the scan for text that is not UTF-8', () => {
  it('finds a stray byte among ASCII, a sequence cut short, and one hidden after a NUL', () => {
    for (const bad of ['61ff62', '61c3', '610062ff']) {
      expect(firstInvalidText(withRows('6f6b', bad)), bad).toBe('notes.body');
    }
  });

  it('passes ASCII, text beyond ASCII and a NUL in valid text', () => {
    // "ok", "é 日本 🎉", "a NUL b"
    expect(firstInvalidText(withRows('6f6b', 'c3a920e697a5e69cac20f09f8e89', '610062'))).toBeNull();
  });
});

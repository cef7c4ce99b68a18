/**
 * Schema step: accounts saved before API keys were bound to their profile, URL and e-mail.
 * Their key may still be in the keychain under the account id alone; only these accounts may
 * take such a key over (once, on first read). Accounts added later, imported ones included,
 * never do, and a change of URL or e-mail clears the mark.
 */
export const migration012KeyBinding = `
ALTER TABLE accounts ADD COLUMN legacy_key INTEGER NOT NULL DEFAULT 0;
UPDATE accounts SET legacy_key = 1;
`;

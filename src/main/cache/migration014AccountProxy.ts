/**
 * Schema step: an account's own proxy (`http(s)://host:port`), for a fixed egress address.
 * Only the URL: its user name and password are in the keychain.
 */
export const migration014AccountProxy = `
ALTER TABLE accounts ADD COLUMN proxy_url TEXT;
`;

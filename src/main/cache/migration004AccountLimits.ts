/**
 * Account limits: how many form variables the provider's PHP reads per request
 * (`max_input_vars`, PHP's default 1000 until the reseller says the provider raised it).
 */
export const migration004AccountLimits = `
ALTER TABLE accounts ADD COLUMN max_input_vars INTEGER NOT NULL DEFAULT 1000
  CHECK (max_input_vars > 0);
`;

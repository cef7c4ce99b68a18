/**
 * PHP reads at most `max_input_vars` form variables per request (each leaf such as
 * `dnsrecords[3][address]` counts as one) and silently drops the rest. A whole-set save cut
 * short that way deletes whatever was dropped, so the client refuses such a body instead.
 */

/** PHP's default, and what an account assumes until the reseller says the provider raised it. */
export const DEFAULT_MAX_INPUT_VARS = 1000;

export const MAX_INPUT_VARS_LIMITS = { min: 100, max: 1_000_000 } as const;

/** Variables one saved DNS record takes: hostname, type, address, priority and its id. */
export const VARS_PER_DNS_RECORD = 5;

/** Variables one e-mail forwarding rule takes: its prefix and its target. */
export const VARS_PER_EMAIL_FORWARD = 2;

/** How many DNS records one save can hold under the account's limit (200 under PHP's default). */
export function maxDnsRecordsFor(maxInputVars: number): number {
  return Math.max(0, Math.floor(maxInputVars / VARS_PER_DNS_RECORD));
}

/** How many e-mail forwarding rules one save can hold under the account's limit. */
export function maxEmailForwardsFor(maxInputVars: number): number {
  return Math.max(0, Math.floor(maxInputVars / VARS_PER_EMAIL_FORWARD));
}

/** Why a body of `count` variables cannot be sent under `limit`, or undefined when it can. */
export function inputVarsProblem(count: number, limit: number): string | undefined {
  if (count <= limit) return undefined;
  const n = (value: number): string => value.toLocaleString('en-US');
  return `This request holds ${n(count)} form fields, more than the ${n(limit)} the provider's server reads (PHP max_input_vars); it would silently drop the rest. Nothing was sent. Save fewer items at once (at most ${n(maxDnsRecordsFor(limit))} DNS records), or raise the limit in this account's settings if your provider has raised it.`;
}

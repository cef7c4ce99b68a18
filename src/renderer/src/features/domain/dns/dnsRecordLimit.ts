/**
 * How many DNS records one save can carry. PHP reads at most `max_input_vars` form fields
 * per request (1000 unless the provider raised it) and silently drops the rest, which a
 * whole-set save would turn into deleted records. Each record sends up to five fields
 * (hostname, type, address, priority, recid); a few more carry the request itself.
 */
const DEFAULT_MAX_INPUT_VARS = 1000;
const FIELDS_PER_RECORD = 5;
const REQUEST_FIELDS = 10;

export function dnsRecordLimit(maxInputVars: number = DEFAULT_MAX_INPUT_VARS): number {
  return Math.floor((maxInputVars - REQUEST_FIELDS) / FIELDS_PER_RECORD);
}

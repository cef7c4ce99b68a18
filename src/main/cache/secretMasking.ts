/** Keys whose values are secrets and must never reach the cache file. */
const secretKey =
  /^(epp_?code|auth_?code|auth_?info|transfer_?secret|api_?key|token|password|secret)$/i;

export const MASK = '********';

/**
 * Deep copy of `value` with every secret-named field replaced by a mask, so request
 * summaries and before/after records can be stored and shown without leaking codes.
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        secretKey.test(key) && inner !== null && inner !== undefined && inner !== ''
          ? MASK
          : maskSecrets(inner);
    }
    return out;
  }
  return value;
}

export function isSecretKeyName(name: string): boolean {
  return secretKey.test(name) || /api.?key|token|password|secret/i.test(name);
}

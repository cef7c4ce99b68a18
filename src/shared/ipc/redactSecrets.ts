/**
 * Last line of defence before text leaves the main process (error messages, details, logs):
 * anything that looks like an API key, a token or a password is replaced. Code that knows the
 * actual secret should also pass it in `known`, which is removed wherever it appears.
 */

export const REDACTED = '[redacted]';

// `token: x`, `apiKey=x`, `"api_key":"x"`, `Authorization: Bearer x`, `password=x`...
const LABELLED =
  /\b(tokens?|api[-_ ]?keys?|apikeys?|secrets?|passwords?|passwd|authorization)(["']?\s*[:=]\s*["']?)((?:bearer|basic)\s+)?([^\s"'&,;]+)/gi;

// Runs of characters that API keys, hex digests and base64 tokens are made of.
const OPAQUE_RUN = /[A-Za-z0-9+/_=-]{24,}/g;

function looksLikeSecret(run: string): boolean {
  const hasUpper = /[A-Z]/.test(run);
  const hasLower = /[a-z]/.test(run);
  const hasDigit = /\d/.test(run);
  // Base64 tokens and most generated keys mix cases and digits.
  if (hasUpper && hasLower && hasDigit) return true;
  // Hex digests and UUID-style keys.
  if (/^[0-9a-f-]+$/i.test(run) && run.replace(/-/g, '').length >= 32) return true;
  // Letters and digits with no separators; hyphenated runs are more likely domain names.
  return !/[-.]/.test(run) && (hasUpper || hasLower) && hasDigit;
}

/** Only the secrets given, wherever they appear: for text that is the user's own input. */
export function redactKnownSecrets(text: string, known: readonly string[]): string {
  let out = text;
  for (const secret of known) {
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out;
}

export function redactSecrets(text: string, known: readonly string[] = []): string {
  let out = redactKnownSecrets(text, known);
  out = out.replace(
    LABELLED,
    (_match, label: string, separator: string, scheme: string | undefined) =>
      `${label}${separator}${scheme ?? ''}${REDACTED}`,
  );
  return out.replace(OPAQUE_RUN, (run) => (looksLikeSecret(run) ? REDACTED : run));
}

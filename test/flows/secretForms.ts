import { computeToken } from '../../src/main/api/token';

const HOUR_MS = 3_600_000;

/**
 * Every form in which a key could leak: the key itself, the tokens of the surrounding hours
 * and the hex digests those tokens encode.
 */
export function secretForms(email: string, apiKey: string, around: number, hours = 3): string[] {
  const forms = new Set<string>([apiKey]);
  for (let k = -hours; k <= hours; k++) {
    const token = computeToken(email, apiKey, new Date(around + k * HOUR_MS));
    forms.add(token);
    forms.add(Buffer.from(token, 'base64').toString('ascii'));
  }
  return [...forms];
}

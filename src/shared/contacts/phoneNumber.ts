import { callingCodeOf } from './callingCodes';

/** The API's phone format: `+`, the country calling code, a dot, the number. */
export const API_PHONE = /^\+(\d{1,3})\.(\d{4,14})$/;

const EXAMPLE = 'e.g. +44 20 7946 0000';

/**
 * A phone number as typed (`+49 89 1234567`, `0049 (0)89 123-4567`) in the API's format
 * (`+49.891234567`), or why it cannot be: a number without its country calling code is
 * never guessed at, as the country of the contact need not be the country of the phone.
 */
export function normalisePhone(
  typed: string,
): { readonly phone: string } | { readonly problem: string } {
  const text = typed.trim();
  if (API_PHONE.test(text)) return { phone: text };
  const shown = `phone "${text}"`;
  if (/[^\d\s+().\-/]/.test(text)) {
    return {
      problem: `${shown} is not a phone number: use digits, starting with + and the country calling code (${EXAMPLE})`,
    };
  }
  // A national trunk prefix written after the code, "+44 (0)20 …", is not dialled from abroad.
  const compact = text.replace(/\(0\)/g, '').replace(/[\s().\-/]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : undefined;
  if (international === undefined || !/^\d+$/.test(international)) {
    return {
      problem: `${shown} must be +CC.NNNN: start it with + and the country calling code (${EXAMPLE})`,
    };
  }
  const code = callingCodeOf(international);
  if (code === undefined) {
    return {
      problem: `${shown} does not start with a known country calling code after the + (${EXAMPLE})`,
    };
  }
  const number = international.slice(code.length);
  if (number.length < 4)
    return { problem: `${shown} is too short after its calling code +${code}` };
  if (number.length > 14) {
    return { problem: `${shown} is too long: at most 14 digits after its calling code +${code}` };
  }
  return { phone: `+${code}.${number}` };
}

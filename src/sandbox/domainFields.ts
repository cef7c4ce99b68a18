import type { Form } from './formFields';
import { phpUnserializeStringMap } from './php/unserialize';
import { validationError } from './replies';

/**
 * The registry fields of an order. The API publishes `domainfields` as one text field, and
 * the vendor's module sends `base64_encode(serialize($fields))`; nested form values
 * (`domainfields[X]=…`) arrive as an array where text is validated and are refused.
 */
export function readDomainFields(form: Form): Record<string, string> {
  const value = form.domainfields;
  if (value === undefined) return {};
  if (typeof value !== 'string') throw validationError('domainfields must be text');
  const text = value.trim();
  if (text === '') return {};
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) {
    throw validationError('domainfields must be the base64 of a serialized array');
  }
  try {
    return phpUnserializeStringMap(Buffer.from(text, 'base64'));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw validationError(`domainfields is not a serialized array of fields (${reason})`);
  }
}

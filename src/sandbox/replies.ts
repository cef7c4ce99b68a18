import { centsToMoney } from '../shared/api/money';

/** An HTTP answer before it is written. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(value: unknown, status = 200, headers?: Record<string, string>): Reply {
  return {
    status,
    contentType: JSON_TYPE,
    body: JSON.stringify(value),
    ...(headers && { headers }),
  };
}

export function text(
  body: string,
  status: number,
  contentType = 'text/plain; charset=utf-8',
): Reply {
  return { status, contentType, body };
}

/** Thrown by handlers to answer an error; caught by the router. */
export class ApiError extends Error {
  constructor(readonly reply: Reply) {
    super(`API error ${reply.status}`);
  }
}

const error = (message: string, status: number): ApiError =>
  new ApiError(json({ error: message }, status));

export const NOT_SUPPORTED = 'This function is not supported by the registrar module';

export function validationError(what: string): ApiError {
  return error(`Request validation error: ${what}. Please contact administration`, 400);
}

export function authError(): ApiError {
  return error('Authentication failed: invalid username or token', 401);
}

export function notInAccount(): ApiError {
  return error('The provided domain has not been found in your reseller account', 403);
}

/** A provider's allow list refusing the caller's address (its text as one provider sends it). */
export function notAllowed(): ApiError {
  return error('Action is not allowed', 403);
}

export function registrarError(): ApiError {
  return error('Registrar Error: Domain not found in this registrar', 500);
}

export function notSupported(): ApiError {
  return error(NOT_SUPPORTED, 501);
}

/** The EPP-code call answers its own shape when unsupported. */
export function eppNotSupported(): ApiError {
  return new ApiError(json({ status: 'error', message: NOT_SUPPORTED, error: NOT_SUPPORTED }, 501));
}

export function insufficientCredit(
  costCents: number,
  balanceCents: number,
  currency: string,
): ApiError {
  return error(
    `Insufficient credits: the order costs ${centsToMoney(costCents)} ${currency} and the balance is ${centsToMoney(balanceCents)} ${currency}`,
    400,
  );
}

export function rateLimited(retryAfterSeconds: number): Reply {
  return json({ error: 'Too many requests' }, 429, { 'Retry-After': String(retryAfterSeconds) });
}

export function notFound(): Reply {
  return json({ error: 'Not found' }, 404);
}

/** The web-protection proxy's answer to a non-browser client. */
export function proxyBlock(): Reply {
  return text('error code: 1010', 403);
}

/** The three-key success object of save contacts, lock, release, delete. */
export function statusSuccess(): Reply {
  return json({ status: 'success', message: '', success: 'success' });
}

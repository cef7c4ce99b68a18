import { ApiCallError, orderResultSchema } from '../../shared/api';
import type {
  Addons,
  CallOptions,
  Nameservers,
  OrderResult,
  RegisterRequest,
  RenewRequest,
  TransferRequest,
} from '../../shared/api';
import { requireAsciiDomain } from './domainPath';
import { asciiDomain } from './endpointUrl';
import { encodeDomainFields } from './phpSerialize';
import type { RequestRunner } from './requestRunner';

/**
 * Orders charge credit and have no idempotency key: once one may have reached the server it
 * is never resent; a lost answer is reported as `outcome_unknown`.
 */
export interface OrderCalls {
  /** POST /order/domains/register. */
  register(request: RegisterRequest, options?: CallOptions): Promise<OrderResult>;
  /** POST /order/domains/transfer. */
  transfer(request: TransferRequest, options?: CallOptions): Promise<OrderResult>;
  /** POST /order/domains/renew. */
  renew(request: RenewRequest, options?: CallOptions): Promise<OrderResult>;
}

/** A name server host name in its ASCII form, as the registry stores it. */
export function asciiHostName(host: string, field: string): string {
  const ascii = asciiDomain(host);
  if (ascii === undefined) {
    throw new ApiCallError({
      kind: 'validation',
      message: `${field}: "${host.slice(0, 100)}" is not a valid host name.`,
    });
  }
  return ascii;
}

/** ns1..ns5 in ASCII form; empty optional slots are left out rather than sent blank. */
export function nameserverFields(nameservers: Nameservers): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, host] of Object.entries(nameservers)) {
    if (typeof host !== 'string') continue;
    const trimmed = host.trim();
    if (trimmed !== '') fields[key] = asciiHostName(trimmed, key);
    else if (key === 'ns1' || key === 'ns2') fields[key] = trimmed;
  }
  return fields;
}

function addonFields(addons: Partial<Addons> | undefined): Record<string, boolean> | undefined {
  if (addons === undefined) return undefined;
  const fields: Record<string, boolean> = {};
  for (const [key, enabled] of Object.entries(addons)) {
    if (typeof enabled === 'boolean') fields[key] = enabled;
  }
  return fields;
}

function registrationBody(request: RegisterRequest): Record<string, unknown> {
  return {
    domain: requireAsciiDomain(request.domain),
    regperiod: request.regperiod,
    nameservers: nameserverFields(request.nameservers),
    contacts: request.contacts,
    // Always sent, `YTowOnt9` when empty, as the vendor's module does.
    domainfields: encodeDomainFields(request.domainfields),
    addons: addonFields(request.addons),
  };
}

export function orderCalls(runner: RequestRunner): OrderCalls {
  const order = (path: string, body: Record<string, unknown>, options?: CallOptions) =>
    runner.post(path, body, 'order', orderResultSchema, options);
  return {
    async register(request, options) {
      return order('order/domains/register', registrationBody(request), options);
    },
    async transfer(request, options) {
      return order(
        'order/domains/transfer',
        { ...registrationBody(request), eppcode: request.eppcode },
        options,
      );
    },
    async renew(request, options) {
      return order(
        'order/domains/renew',
        {
          domain: requireAsciiDomain(request.domain),
          regperiod: request.regperiod,
          addons: addonFields(request.addons),
        },
        options,
      );
    },
  };
}

import {
  ApiCallError,
  cartPricingSchema,
  domainLookupListSchema,
  tldListSchema,
  tldPriceListSchema,
} from '../../shared/api';
import type {
  CallOptions,
  CartPricing,
  CartPricingType,
  DomainLookupResult,
  LookupRequest,
  SuggestionsRequest,
  TldPrice,
} from '../../shared/api';
import { normaliseDomainText } from '../../shared/domainName';
import { requireAsciiDomain } from './domainPath';
import { asciiDomain } from './endpointUrl';
import type { RequestRunner } from './requestRunner';

export interface AvailabilityCalls {
  /** POST /domains/lookup. */
  lookup(request: LookupRequest, options?: CallOptions): Promise<DomainLookupResult[]>;
  /** POST /domains/lookup/suggestions; filter on `availability`. */
  suggestions(request: SuggestionsRequest, options?: CallOptions): Promise<DomainLookupResult[]>;
  /** GET /tlds, without empty slots. */
  tlds(options?: CallOptions): Promise<string[]>;
  /** GET /tlds/pricing: one element per TLD and currency. */
  tldPricing(options?: CallOptions): Promise<TldPrice[]>;
  /** GET /order/pricing/domains/{type}?domain=... */
  cartPricing(type: CartPricingType, domain: string, options?: CallOptions): Promise<CartPricing>;
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/** `.com` from ` com `, `.com`, ` .com ` or `COM`: trimmed before the dot is added. */
function tldParameter(tld: string): string {
  return `.${tld.trim().replace(/^\.+/, '')}`;
}

function lookupBody(request: LookupRequest): Record<string, unknown> {
  // Mapped as a browser would (UTS #46): full-width letters are plain ones, not an IDN.
  const searchTerm = normaliseDomainText(request.searchTerm);
  const isIdn = NON_ASCII.test(searchTerm);
  let puny = request.punyCodeSearchTerm;
  if (puny === undefined && isIdn) {
    puny = asciiDomain(searchTerm);
    // An internationalized search without its ASCII form would be misread by the server.
    if (puny === undefined) {
      throw new ApiCallError({
        kind: 'validation',
        message: `"${searchTerm.slice(0, 100)}" cannot be converted to the ASCII (Punycode) form needed to search for it.`,
      });
    }
  }
  return {
    searchTerm,
    punyCodeSearchTerm: puny,
    tldsToInclude: request.tldsToInclude?.map(tldParameter),
    isIdnDomain: request.isIdnDomain ?? (isIdn ? true : undefined),
    premiumEnabled: request.premiumEnabled,
  };
}

const CART_TYPES: readonly CartPricingType[] = ['register', 'renew', 'transfer'];

export function availabilityCalls(runner: RequestRunner): AvailabilityCalls {
  return {
    async lookup(request, options) {
      return runner.post(
        'domains/lookup',
        lookupBody(request),
        'read',
        domainLookupListSchema,
        options,
      );
    },
    async suggestions(request, options) {
      return runner.post(
        'domains/lookup/suggestions',
        { ...lookupBody(request), suggestionSettings: request.suggestionSettings },
        'read',
        domainLookupListSchema,
        options,
      );
    },
    async tlds(options) {
      return runner.get('tlds', tldListSchema, options);
    },
    async tldPricing(options) {
      return runner.get('tlds/pricing', tldPriceListSchema, options);
    },
    async cartPricing(type, domain, options) {
      if (!CART_TYPES.includes(type)) {
        throw new ApiCallError({ kind: 'validation', message: `Unknown pricing type "${type}".` });
      }
      return runner.get(`order/pricing/domains/${type}`, cartPricingSchema, options, {
        domain: requireAsciiDomain(domain),
      });
    },
  };
}

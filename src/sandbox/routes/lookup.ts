import { isAscii, toAsciiName } from '../domainName';
import { flag, isMap, listOf, optionalString, requiredInteger, type Form } from '../formFields';
import { lookupResult, type LookupContext } from '../lookup';
import { json, validationError } from '../replies';
import type { ApiContext, Route } from '../router';
import { suggestionResults } from '../suggestions';

const DEFAULT_TLDS = ['.com', '.net', '.org'];
const MAX_TLDS = 100;

/** The ASCII label searched: the punycode term for IDN searches, else the search term. */
function searchLabel(body: Form): string {
  const term = (optionalString(body, 'searchTerm') ?? '').toLowerCase();
  const puny = optionalString(body, 'punyCodeSearchTerm');
  if (flag(body.isIdnDomain) && puny !== undefined) return puny.toLowerCase();
  return isAscii(term) ? term : toAsciiName(term);
}

function requestedTlds(body: Form): string[] {
  const tlds = listOf(body.tldsToInclude)
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .map((t) => {
      const lower = t.trim().toLowerCase();
      return lower.startsWith('.') ? lower : `.${lower}`;
    });
  if (tlds.length > MAX_TLDS)
    throw validationError(`at most ${MAX_TLDS} tldsToInclude are accepted`);
  return tlds.length === 0 ? DEFAULT_TLDS : tlds;
}

function lookupContext(ctx: ApiContext): LookupContext {
  return {
    domains: ctx.state.domains,
    currency: ctx.account.currency,
    premiumEnabled: flag(ctx.body.premiumEnabled),
  };
}

export const lookupRoutes: Route[] = [
  {
    method: 'POST',
    path: '/domains/lookup',
    handler: (ctx) => {
      const label = searchLabel(ctx.body);
      const lookup = lookupContext(ctx);
      return json(requestedTlds(ctx.body).map((tld) => lookupResult(label, tld, 1, lookup)));
    },
  },
  {
    method: 'POST',
    path: '/domains/lookup/suggestions',
    handler: (ctx) => {
      const settings = ctx.body.suggestionSettings;
      if (!isMap(settings)) throw validationError('suggestionSettings is required');
      const max = requiredInteger(settings, 'maxResults', 'suggestionSettings[maxResults]');
      const label = searchLabel(ctx.body);
      if (label === '') return json([]);
      const requested = listOf(ctx.body.tldsToInclude).length > 0 ? requestedTlds(ctx.body) : [];
      return json(suggestionResults(label, requested, max, lookupContext(ctx)));
    },
  },
];

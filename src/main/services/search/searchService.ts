import { countOf } from '../../../shared/counts';
import { isApiCallError } from '../../../shared/api';
import type { DomainLookupResult } from '../../../shared/api';
import { parseSearchEntry } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type { TldPriceView } from '../../../shared/ipc/channels/pricing';
import type {
  InvalidEntry,
  LabelSearchResult,
  SearchHistoryView,
  SearchStarted,
  SuggestionsView,
} from '../../../shared/ipc/channels/search';
import type { JobRunner } from '../jobs/jobRunner';
import { createPricingService } from '../pricing/pricingService';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';
import { availabilityRows, suggestionRow } from './lookupRows';
import { markPortfolioDomains } from './portfolioFlag';
import { planSearch } from './searchPlan';
import type { LabelLookup } from './searchPlan';

export interface SearchRequest {
  readonly accountId: string;
  /** Labels (`shop`) or full names (`shop.co.uk`), as typed. */
  readonly entries: readonly string[];
  /** TLDs to search bare labels under (`.com`, `co.uk`...). */
  readonly tlds: readonly string[];
  /** Include premium names (default true). */
  readonly premium?: boolean;
}

export interface SuggestionsRequest {
  readonly accountId: string;
  readonly term: string;
  readonly tlds?: readonly string[];
  /** Default 10. */
  readonly maxResults?: number;
  readonly premium?: boolean;
}

export interface SearchService {
  /** Starts a bulk search job; its items are labels, each result a `LabelSearchResult`. */
  start(request: SearchRequest): Promise<SearchStarted>;
  suggestions(request: SuggestionsRequest): Promise<SuggestionsView>;
  history(limit?: number): SearchHistoryView[];
  clearHistory(): void;
}

/** TLDs sent in one lookup request; a long TLD set becomes several requests for the label. */
export const TLDS_PER_LOOKUP = 50;
/**
 * Lookups a search keeps going at once. The account's client paces what is actually in
 * flight; the job only has to keep it fed, with spare workers so that lookups waiting to be
 * retried do not leave the account's slots idle.
 */
export function searchConcurrency(maxConcurrentRequests: number): number {
  return Math.min(64, Math.max(1, maxConcurrentRequests) * 2);
}

interface PriceFallback {
  byTld: ReadonlyMap<string, TldPriceView>;
  currency: string | null;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function searchLabel(count: number, invalid: readonly InvalidEntry[]): string {
  const names = countOf(count, 'name', 'names');
  return invalid.length > 0
    ? `Searching ${names} (${invalid.length} not valid)`
    : `Searching ${names}`;
}

export function createSearchService(
  ctx: ServiceContext,
  jobs: JobRunner,
  pricing: PricingService = createPricingService(ctx),
): SearchService {
  /** TLD prices for rows the lookup left unpriced; searching goes on without them. */
  const priceFallback = async (accountId: string): Promise<PriceFallback> => {
    try {
      const view = await pricing.tldPricing(accountId);
      return {
        byTld: new Map(view.prices.map((p) => [p.tld.replace(/^\./, ''), p])),
        currency: view.currency,
      };
    } catch (error) {
      if (!isApiCallError(error)) throw error;
      return { byTld: new Map(), currency: ctx.cache.accounts.get(accountId)?.currency ?? null };
    }
  };

  const lookUp = async (
    accountId: string,
    lookup: LabelLookup,
    premium: boolean,
    prices: PriceFallback,
    signal: AbortSignal,
  ): Promise<LabelSearchResult> => {
    const client = await ctx.clients(accountId);
    const results: DomainLookupResult[] = [];
    for (const tlds of chunks(lookup.tlds, TLDS_PER_LOOKUP)) {
      results.push(
        ...(await client.lookup(
          {
            searchTerm: lookup.isIdn ? lookup.label.unicode : lookup.label.ascii,
            ...(lookup.isIdn && { punyCodeSearchTerm: lookup.label.ascii, isIdnDomain: true }),
            tldsToInclude: tlds.map((tld) => `.${tld}`),
            premiumEnabled: premium,
          },
          { signal },
        )),
      );
    }
    return {
      label: lookup.label.ascii,
      unicodeLabel: lookup.label.unicode,
      domains: markPortfolioDomains(
        ctx.cache,
        accountId,
        availabilityRows(lookup.label, lookup.tlds, results, prices),
      ),
    };
  };

  return {
    async start(request) {
      const owner = ctx.cache.accounts.get(request.accountId);
      if (!owner) {
        throw new AppFailure('not_found', 'This reseller account is not set up in DomainDesk.');
      }
      const offered = await pricing.tldSet(request.accountId);
      const plan = planSearch(request.entries, request.tlds, offered);
      const prices = plan.lookups.length > 0 ? await priceFallback(request.accountId) : undefined;
      const premium = request.premium ?? true;
      const accepted = plan.lookups.length;
      const job = jobs.start<LabelLookup, LabelSearchResult>({
        kind: 'search',
        label: searchLabel(accepted, plan.invalid),
        accountId: request.accountId,
        concurrency: searchConcurrency(owner.maxConcurrentRequests),
        settled: plan.invalid.map((entry) => ({
          key: entry.input,
          state: 'failed',
          error: { kind: 'invalid_input', message: entry.reason },
        })),
        items: plan.lookups.map((lookup) => ({ key: lookup.label.unicode, input: lookup })),
        run: (lookup, { signal }) =>
          lookUp(
            request.accountId,
            lookup,
            premium,
            prices ?? { byTld: new Map(), currency: null },
            signal,
          ),
      });
      const term = request.entries
        .map((e) => e.trim())
        .filter((e) => e !== '')
        .join(', ');
      ctx.cache.searchHistory.add(
        request.accountId,
        term,
        plan.tlds.map((tld) => `.${tld}`),
      );
      return {
        job,
        invalid: plan.invalid,
        duplicates: plan.duplicates,
        lookups: plan.lookups.reduce(
          (sum, l) => sum + Math.ceil(l.tlds.length / TLDS_PER_LOOKUP),
          0,
        ),
        domains: plan.lookups.reduce((sum, l) => sum + l.tlds.length, 0),
      };
    },

    async suggestions(request) {
      const offered = await pricing.tldSet(request.accountId);
      const parsed = parseSearchEntry(request.term, offered);
      let term = request.term.trim().toLowerCase();
      const tlds = [...(request.tlds ?? [])];
      if (parsed.ok) {
        const label =
          parsed.value.kind === 'label' ? parsed.value.label : parsed.value.domain.label;
        term = label.unicode;
        if (parsed.value.kind === 'domain') tlds.push(parsed.value.domain.tld);
      }
      const client = await ctx.clients(request.accountId);
      const results = await client.suggestions({
        searchTerm: term,
        ...(tlds.length > 0 && {
          tldsToInclude: [...new Set(tlds.map((t) => `.${t.trim().replace(/^\./, '')}`))],
        }),
        premiumEnabled: request.premium ?? true,
        suggestionSettings: { maxResults: request.maxResults ?? 10 },
      });
      // Suggestions can come back as errors or unknowns: only names that can be ordered count.
      const available = results.filter(
        (r) => r.isAvailable === true && r.legacyStatus?.toLowerCase() !== 'error',
      );
      const currency = ctx.cache.accounts.get(request.accountId)?.currency ?? null;
      return {
        term,
        suggestions: available.map((r) => suggestionRow(r, currency)),
        hidden: results.length - available.length,
      };
    },

    history(limit) {
      return ctx.cache.searchHistory.list(limit).map((entry) => ({
        id: entry.id,
        term: entry.term,
        tlds: entry.tlds,
        searchedAt: entry.searchedAt,
      }));
    },

    clearHistory() {
      ctx.cache.searchHistory.clear();
    },
  };
}

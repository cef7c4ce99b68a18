import { createStore } from 'zustand/vanilla';
import type { AppError, DomainDeskApi } from '../../../../shared/ipc';
import { jobsStore } from '../../state/jobsStore';
import { getBridge } from '../../bridge';
import { readKey } from '../../data/bridgeRead';
import { queryClient } from '../../data/queryClient';
import { perAccount } from '../../data/perAccount';
import { toggled } from './listSelection';
import { entriesWithLines, problemsWithLines } from './searchEntries';
import type { EntryLine, InputProblem } from './searchEntries';
import { entriesOfLabels } from './retryEntries';
import type { SortState } from './searchRows';

export interface CartAddReport {
  readonly added: number;
  readonly failures: readonly { domain: string; message: string }[];
  /** Names whose line was already in the cart, kept as it was (period, add-ons). */
  readonly alreadyInCart: readonly string[];
}

/** A search as it was started: the entries with their lines, the TLDs, premium or not. */
export interface SearchRequestMade {
  readonly entries: readonly EntryLine[];
  readonly tlds: readonly string[];
  readonly premium: boolean;
}

export interface SearchState {
  readonly text: string;
  /** ASCII TLDs without the leading dot. */
  readonly tlds: readonly string[];
  readonly premium: boolean;
  readonly period: number;
  readonly jobId: string | null;
  readonly problems: readonly InputProblem[];
  readonly starting: boolean;
  readonly error: AppError | null;
  readonly view: 'list' | 'matrix';
  readonly availableOnly: boolean;
  readonly sort: SortState;
  /** ASCII names ticked for the cart. */
  readonly selected: ReadonlySet<string>;
  readonly adding: boolean;
  readonly cartReport: CartAddReport | null;
  /** What each search of this window asked, by job: a retry asks the same again. */
  readonly requests: ReadonlyMap<string, SearchRequestMade>;
  set: (
    patch: Partial<
      Pick<
        SearchState,
        'text' | 'tlds' | 'premium' | 'period' | 'view' | 'availableOnly' | 'sort' | 'selected'
      >
    >,
  ) => void;
  /** Fills the TLDs and period from the reseller's defaults while nothing was chosen or run. */
  startFrom: (tlds: readonly string[], period: number) => void;
  start: (accountId: string) => Promise<void>;
  /**
   * Searches again, as first asked, the entries of the shown search whose labels failed
   * (`offered`: the provider's TLDs, which tell a full domain from a bare name).
   */
  retryFailed: (
    accountId: string,
    failedLabels: readonly string[],
    offered: readonly string[],
  ) => Promise<void>;
  /** Shows the results of one of the account's searches (the last, or an earlier one). */
  showJob: (jobId: string) => void;
  toggleSelected: (domains: readonly string[], on: boolean) => void;
  addSelectedToCart: (accountId: string) => Promise<void>;
}

/** The recent searches offered (window-wide: the history is not kept per account). */
export const HISTORY_INPUT = { limit: 10 } as const;
const HISTORY_KEY = readKey('search:history', HISTORY_INPUT);

/** One account's bulk search; kept per window, so a search survives navigation. */
export function createSearchStore(bridge: () => DomainDeskApi) {
  return createStore<SearchState>()((set, get) => {
    const search = async (accountId: string, request: SearchRequestMade): Promise<void> => {
      set({ starting: true, error: null, problems: [], selected: new Set(), cartReport: null });
      const result = await bridge().searchStart({
        accountId,
        entries: request.entries.map((entry) => entry.text),
        tlds: [...request.tlds],
        premium: request.premium,
      });
      if (!result.ok) {
        set({ starting: false, error: result.error });
        return;
      }
      jobsStore.getState().track(result.data.job);
      set({
        starting: false,
        jobId: result.data.job.jobId,
        problems: problemsWithLines(request.entries, result.data.invalid, result.data.duplicates),
        requests: new Map(get().requests).set(result.data.job.jobId, request),
      });
      // The search is in the history now: the recent searches are read again.
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEY, exact: true });
    };
    return {
      text: '',
      tlds: [],
      premium: true,
      period: 1,
      jobId: null,
      problems: [],
      starting: false,
      error: null,
      view: 'list',
      availableOnly: false,
      sort: { key: 'domain', descending: false },
      selected: new Set(),
      adding: false,
      cartReport: null,
      requests: new Map(),

      set: (patch) => {
        set(patch);
      },

      startFrom(tlds, period) {
        if (get().tlds.length === 0 && get().jobId === null) set({ tlds, period });
      },

      async start(accountId) {
        const entries = entriesWithLines(get().text);
        if (entries.length === 0) {
          set({
            error: { kind: 'invalid_input', message: 'Names: enter at least one name to search.' },
          });
          return;
        }
        await search(accountId, { entries, tlds: [...get().tlds], premium: get().premium });
      },

      async retryFailed(accountId, failedLabels, offered) {
        const { jobId, requests } = get();
        const asked = jobId === null ? undefined : requests.get(jobId);
        if (asked === undefined) return;
        const entries = entriesOfLabels(asked.entries, failedLabels, offered);
        if (entries.length === 0) return;
        await search(accountId, { ...asked, entries });
      },

      showJob(jobId) {
        if (get().jobId === jobId) return;
        set({ jobId, problems: [], selected: new Set(), cartReport: null, error: null });
      },

      toggleSelected(domains, on) {
        set({ selected: toggled(get().selected, domains, on) });
      },

      async addSelectedToCart(accountId) {
        set({ adding: true, cartReport: null });
        const api = bridge();
        const failures: { domain: string; message: string }[] = [];
        const alreadyInCart: string[] = [];
        let added = 0;
        // One line at a time: each line is checked and priced (a premium name at its own price).
        for (const domain of get().selected) {
          const result = await api.ordersCartAdd({
            accountId,
            item: { domain, operation: 'register', period: get().period },
          });
          if (!result.ok) failures.push({ domain, message: result.error.message });
          else if (result.data.added) added += 1;
          else alreadyInCart.push(domain);
        }
        const stillSelected = new Set(failures.map((failure) => failure.domain));
        set({
          adding: false,
          cartReport: { added, failures, alreadyInCart },
          selected: stillSelected,
        });
      },
    };
  });
}

/** Each account's search (names, results, selection) in a store of its own. */
export const searchStores = perAccount(() => createSearchStore(getBridge));

/** The search of the account the window shows. */
export const useSearch = searchStores.use;

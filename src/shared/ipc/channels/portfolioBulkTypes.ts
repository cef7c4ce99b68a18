import type { NotesMode } from '../../notes/notesRules';
import type { PortfolioFilter, PortfolioSortKey } from './portfolioTypes';

/**
 * Runs of rows of the grid as the user sees them (a shift-click from one row to another), each
 * given by the names of its first and last rows in this sort: a run over 40,000 rows crosses
 * the bridge as two names.
 */
export interface SelectionRuns {
  readonly sort: PortfolioSortKey;
  readonly direction: 'asc' | 'desc';
  /** ASCII names of the rows a run goes from and to (both included, in either order). */
  readonly runs: readonly { readonly from: string; readonly to: string }[];
}

/**
 * The domains a bulk action covers: named ones, or every domain of the account matching a
 * filter (less the ones unticked), so "all 100,000" crosses the bridge as a filter; with
 * `runs`, only the rows of those runs in the filter (less `except`, plus `also`).
 */
export type PortfolioSelection =
  | { readonly kind: 'names'; readonly accountId: string; readonly names: readonly string[] }
  | {
      readonly kind: 'filter';
      readonly accountId: string;
      readonly filter: PortfolioFilter;
      /** ASCII names left out of the selection. */
      readonly except?: readonly string[] | undefined;
      readonly runs?: SelectionRuns | undefined;
      /** ASCII names ticked besides the runs. */
      readonly also?: readonly string[] | undefined;
    };

export type BulkAction =
  | { readonly kind: 'sync' }
  | { readonly kind: 'lock' }
  | { readonly kind: 'unlock' }
  | { readonly kind: 'idProtectionOn' }
  | { readonly kind: 'idProtectionOff' }
  | { readonly kind: 'setNameservers'; readonly nameservers: readonly string[] }
  | { readonly kind: 'addTags'; readonly tags: readonly string[] }
  | { readonly kind: 'removeTags'; readonly tags: readonly string[] }
  | { readonly kind: 'remove' }
  /** Sets the notes (in DomainDesk only): replaced, or added on a new line after them. */
  | { readonly kind: 'setNotes'; readonly notes: string; readonly mode: NotesMode }
  /** Reads each domain's contacts from the API into the cache; nothing changes. */
  | { readonly kind: 'readContacts' };

export type BulkActionKind = BulkAction['kind'];

/** The result of one item of a bulk action job (sync jobs answer `BulkSyncItemResult`s). */
export interface BulkItemResult {
  readonly accountId: string;
  readonly name: string;
}

/** The first names of a selection, for work done name by name in the renderer (renewals). */
export interface SelectionNames {
  readonly total: number;
  readonly names: readonly { readonly name: string; readonly unicodeName: string }[];
}

/** What a bulk "Set notes" would do to a selection, counted before anything is saved. */
export interface NotesPreview {
  readonly selected: number;
  /** Domains whose notes would change (the others already say that). */
  readonly changing: number;
  /** Domains left as they are: their notes would grow past the limit. */
  readonly tooLong: number;
}

import { z } from 'zod';
import type { SalvageReport } from './salvage';

/**
 * The reads of a damaged cache file that could abort the process natively (libsql aborts on
 * text that is not UTF-8, for one) run in a child process, so such an abort costs the check
 * or the copy, never the app. These are the messages between the app and that process.
 */
export type ToCacheChild =
  /** Every page of the file checked, and that it is a DomainDesk cache. */
  | { readonly kind: 'check'; readonly file: string }
  /** The rows `damaged` still yields copied into the fresh cache file `fresh`. */
  | { readonly kind: 'salvage'; readonly damaged: string; readonly fresh: string };

const salvageReportSchema = z.object({
  kept: z.array(z.object({ table: z.string(), rows: z.number().int() })),
  lost: z.array(
    z.object({
      table: z.string(),
      rows: z.number().int().optional(),
      atMost: z.number().optional(),
      note: z.string(),
    }),
  ),
  lostAccountIds: z.array(z.string()),
});

export const fromCacheChildSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checked'),
    ok: z.boolean(),
    reason: z.string().optional(),
    foreign: z.literal(true).optional(),
  }),
  z.object({ kind: z.literal('salvaged'), report: salvageReportSchema }),
  z.object({ kind: z.literal('failed'), message: z.string() }),
]);
/** What the child sends; the parent reads it through `fromCacheChildSchema`. */
export type FromCacheChild =
  | {
      readonly kind: 'checked';
      readonly ok: boolean;
      readonly reason?: string;
      readonly foreign?: true;
    }
  | { readonly kind: 'salvaged'; readonly report: SalvageReport }
  | { readonly kind: 'failed'; readonly message: string };

/** A started child process, Node's `fork` or Electron's utility process. */
export interface CacheChildLink {
  postMessage(message: ToCacheChild): void;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts the entry module (a path) in a process of its own. */
export type CacheChildLauncher = (entryFile: string) => CacheChildLink;

/** The built entry's name, beside the bundle that starts it (see the Vite configurations). */
export const CACHE_CHILD_BUNDLE = 'cacheCheck.js';

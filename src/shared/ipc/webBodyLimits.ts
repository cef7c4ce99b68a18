/**
 * The largest request body the browser preview reads per channel, in bytes of JSON. Each
 * limit leaves room for the channel's own largest input (see its schema), JSON-quoted; the
 * schema then gives the specific message. Anything else is small.
 */
const MB = 1024 * 1024;

export const DEFAULT_WEB_BODY_BYTES = 8 * MB;

const LIMITS: ReadonlyMap<string, number> = new Map([
  // MAX_IMPORT_CHARACTERS (50 million) of JSON text, quoted again.
  ['data:import', 128 * MB],
  // 20 million characters of CSV or pasted text.
  ['portfolio:importCsv', 64 * MB],
  ['portfolio:previewNames', 64 * MB],
  // 5 million characters of pasted text.
  ['portfolio:addNames', 16 * MB],
]);

/** Channels taking up to 100,000 domain names (selections, syncs, removals). */
const NAME_LIST_LIMIT = 32 * MB;

export function webBodyLimit(channel: string): number {
  return (
    LIMITS.get(channel) ??
    (channel.startsWith('portfolio:') ? NAME_LIST_LIMIT : DEFAULT_WEB_BODY_BYTES)
  );
}

/** All request bodies the preview holds at once: one largest import, not four. */
export const WEB_BODY_BUDGET_BYTES = 160 * MB;

import type { DomainRecord } from '../../cache/domainRecord';
import { normalizeTags } from '../../cache/domainNames';
import type { NameEntry } from './nameListInput';

/** What an imported row would change on a domain the portfolio already holds. */
export interface DetailsChange {
  /** The domain's tags with the file's added (none removed), when that adds any. */
  readonly tags?: readonly string[];
  /** The file's notes, when given and different: they replace the domain's. */
  readonly notes?: string;
  /** In words, for the preview and the report. */
  readonly text: string;
}

const quoted = (tags: readonly string[]): string => tags.map((tag) => `"${tag}"`).join(', ');

/**
 * Tags are merged, never removed: a file made before a tag was added must not take it away.
 * Notes are one text, so a non-empty notes cell replaces them; an empty one keeps them.
 */
export function importedDetails(existing: DomainRecord, entry: NameEntry): DetailsChange | null {
  const own = new Set(existing.tags);
  const added = normalizeTags(entry.tags ?? []).filter((tag) => !own.has(tag));
  const notes =
    entry.notes !== undefined && entry.notes !== existing.notes ? entry.notes : undefined;
  if (added.length === 0 && notes === undefined) return null;
  const parts = [
    added.length > 0 ? `adds tag${added.length === 1 ? '' : 's'} ${quoted(added)}` : '',
    notes !== undefined ? (existing.notes === '' ? 'sets its notes' : 'replaces its notes') : '',
  ].filter((part) => part !== '');
  return {
    ...(added.length > 0 ? { tags: [...existing.tags, ...added] } : {}),
    ...(notes !== undefined ? { notes } : {}),
    text: `The file ${parts.join(' and ')}.`,
  };
}

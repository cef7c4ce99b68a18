import type { DomainStatus } from './domainRecord';
import { toJsonText } from './jsonText';
import type { SqlValue } from './sqlite';

/** Which rows of `domains d` the grid (or a bulk action over "everything matching") covers. */
export interface DomainGridFilter {
  accountId?: string | undefined;
  statuses?: readonly DomainStatus[] | undefined;
  /** Matched anywhere in the ASCII name, the Unicode name or the notes. */
  text?: string | undefined;
  tag?: string | undefined;
  /** The last label(s), without a leading dot: `com`, `co.uk`. */
  tld?: string | undefined;
  /** Inclusive `YYYY-MM-DD` bounds on the expiry date. */
  expiryFrom?: string | undefined;
  expiryTo?: string | undefined;
  /** Rows never synced or last synced before this ISO instant. */
  syncedBefore?: string | undefined;
  hasError?: boolean | undefined;
  locked?: boolean | undefined;
  idProtection?: boolean | undefined;
  /** Rows whose nameserver set (as stored JSON) is not this one. */
  nameserversOtherThan?: string | undefined;
  /**
   * Also rows whose known nameserver set is not this one (the defaults of the settings);
   * `''` (no defaults set) matches no row.
   */
  nameserversNotDefault?: string | undefined;
  /**
   * Rows whose cached contacts differ from these `[JSON path, value]` pairs; values are
   * trimmed and ASCII lower-cased, as the comparison reads the snapshot.
   */
  contactsOtherThan?: readonly (readonly [string, string])[] | undefined;
  /** Rows with (true) or without (false) a contacts snapshot. */
  contactsCached?: boolean | undefined;
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The searchable text of a row, as `migration008GridSearch` indexes it (same expression, or
 * SQLite does not use the index). The unit separator keeps a match within one field, so
 * `LIKE` over it means what `LIKE` over each of the three fields means for any text without
 * that character.
 */
const DOMAIN_SEARCH_TEXT = `(d.name || char(31) || d.unicode_name || char(31) || d.notes)`;

const TEXT_IN_FIELDS = `(d.name LIKE @text ESCAPE '\\' OR d.unicode_name LIKE @text ESCAPE '\\'
  OR d.notes LIKE @text ESCAPE '\\')`;

/**
 * The WHERE clause (empty or starting with `WHERE`) and its parameters. `walkSortIndex` is for
 * a query that reads rows in the grid's order: the account is then checked while walking the
 * sort's index (every grid index ends with the account) instead of picking the rows by the
 * account's index and sorting all of them (docs/decisions/portfolio-grid.md).
 * `useSearchIndex` is for a query that reads every matching row (a count, the positions): a
 * filter of an account and a text, nothing else, is then answered from the search index alone
 * (`searchIndex` says so). With any other term the table row is read anyway, and the three
 * `LIKE`s cost less than joining the fields.
 */
export function gridWhere(
  filter: DomainGridFilter,
  {
    walkSortIndex = false,
    useSearchIndex = false,
  }: { walkSortIndex?: boolean; useSearchIndex?: boolean } = {},
): {
  clause: string;
  params: Record<string, SqlValue>;
  searchIndex: boolean;
} {
  const where: string[] = [];
  const params: Record<string, SqlValue> = {};
  if (filter.accountId !== undefined) {
    // A unary plus keeps SQLite from using an index for this term.
    where.push(walkSortIndex ? '+d.account_id = @accountId' : 'd.account_id = @accountId');
    params.accountId = filter.accountId;
  }
  if (filter.statuses !== undefined) {
    where.push('d.status IN (SELECT value FROM json_each(@statuses))');
    params.statuses = toJsonText(filter.statuses);
  }
  const text = filter.text?.trim();
  if (text) {
    where.push(TEXT_IN_FIELDS);
    params.text = `%${likeEscaped(text.toLowerCase())}%`;
  }
  if (filter.tag !== undefined) {
    where.push('EXISTS (SELECT 1 FROM domain_tags t WHERE t.domain_id = d.id AND t.tag = @tag)');
    params.tag = filter.tag;
  }
  const tld = filter.tld?.trim().toLowerCase().replace(/^\./, '');
  if (tld) {
    where.push(`d.name LIKE @tld ESCAPE '\\'`);
    params.tld = `%.${likeEscaped(tld)}`;
  }
  if (filter.expiryFrom !== undefined) {
    where.push('d.expiry_date >= @expiryFrom');
    params.expiryFrom = filter.expiryFrom;
  }
  if (filter.expiryTo !== undefined) {
    where.push('d.expiry_date <= @expiryTo');
    params.expiryTo = filter.expiryTo;
  }
  if (filter.syncedBefore !== undefined) {
    where.push('(d.last_synced_at IS NULL OR d.last_synced_at < @syncedBefore)');
    params.syncedBefore = filter.syncedBefore;
  }
  if (filter.hasError !== undefined) {
    where.push(filter.hasError ? 'd.last_error_kind IS NOT NULL' : 'd.last_error_kind IS NULL');
  }
  if (filter.locked !== undefined) {
    where.push('d.locked = @locked');
    params.locked = filter.locked ? 1 : 0;
  }
  if (filter.idProtection !== undefined) {
    where.push('d.id_protection = @idProtection');
    params.idProtection = filter.idProtection ? 1 : 0;
  }
  if (filter.nameserversOtherThan !== undefined) {
    where.push('d.nameservers_json IS NOT NULL AND d.nameservers_json <> @nameservers');
    params.nameservers = filter.nameserversOtherThan;
  }
  if (filter.nameserversNotDefault !== undefined) {
    if (filter.nameserversNotDefault === '') where.push('0');
    else {
      where.push('d.nameservers_json IS NOT NULL AND d.nameservers_json <> @defaultNameservers');
      params.defaultNameservers = filter.nameserversNotDefault;
    }
  }
  if (filter.contactsOtherThan !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM domain_snapshots s, json_each(@contacts) w
      WHERE s.domain_id = d.id AND s.kind = 'contacts'
        AND lower(trim(coalesce(json_extract(s.data_json, json_extract(w.value, '$[0]')), '')))
          <> json_extract(w.value, '$[1]'))`);
    params.contacts = toJsonText(filter.contactsOtherThan);
  }
  if (filter.contactsCached !== undefined) {
    where.push(
      `${filter.contactsCached ? '' : 'NOT '}EXISTS (SELECT 1 FROM domain_snapshots s
        WHERE s.domain_id = d.id AND s.kind = 'contacts')`,
    );
  }
  const searchIndex =
    useSearchIndex &&
    !walkSortIndex &&
    filter.accountId !== undefined &&
    text !== undefined &&
    text !== '' &&
    !text.includes('\x1f') &&
    where.length === 2;
  if (searchIndex) where[1] = `${DOMAIN_SEARCH_TEXT} LIKE @text ESCAPE '\\'`;
  return { clause: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params, searchIndex };
}

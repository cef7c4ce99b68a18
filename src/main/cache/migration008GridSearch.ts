/**
 * Schema step: an index over one account's searchable text (ASCII name, Unicode name and notes
 * joined by a unit separator), so that counting the rows a Find text matches reads this index
 * instead of every table row (figures in docs/decisions/portfolio-grid.md). The expression
 * must stay exactly `DOMAIN_SEARCH_TEXT` (`gridFilter.ts`) for SQLite to use the index.
 */
export const migration008GridSearch = `
CREATE INDEX domains_grid_search
  ON domains (account_id, (name || char(31) || unicode_name || char(31) || notes));
`;

/**
 * Schema step: the grid's indexes for the columns `migration005Grid` left out (lock, ID
 * protection, last error), so that every sortable column finds any page by stepping through an
 * index (what sorting without one cost: docs/decisions/portfolio-grid.md).
 */
export const migration007GridFlags = `
CREATE INDEX domains_grid_locked ON domains (locked, name, account_id);
CREATE INDEX domains_grid_id_protection ON domains (id_protection, name, account_id);
CREATE INDEX domains_grid_last_error ON domains (last_error_at, name, account_id);
`;

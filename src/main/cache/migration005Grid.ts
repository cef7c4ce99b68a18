/**
 * Schema step for the portfolio grid: one index per sortable column, each ending with the
 * name and account so that it holds the grid's whole order (key, name, account). A page is
 * then found by stepping through the index alone, whatever the sort and however deep the page.
 * Unknown expiry dates sort last in both directions, hence one expression index per direction.
 */
export const migration005Grid = `
CREATE INDEX domains_grid_name ON domains (name, account_id);
CREATE INDEX domains_grid_expiry_asc
  ON domains (coalesce(expiry_date, '9999-12-31'), name, account_id);
CREATE INDEX domains_grid_expiry_desc
  ON domains (coalesce(expiry_date, '0000-00-00'), name, account_id);
CREATE INDEX domains_grid_status ON domains (status, name, account_id);
CREATE INDEX domains_grid_synced ON domains (last_synced_at, name, account_id);
CREATE INDEX domains_grid_added ON domains (added_at, name, account_id);
`;

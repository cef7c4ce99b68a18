/**
 * Schema step for registry fields (`domainfields`) on cart lines: name → value as JSON.
 * Values are what the reseller typed for the registry (nexus category and the like), never a
 * secret. Lines from before keep none.
 */
export const migration006CartFields = `
ALTER TABLE cart_items ADD COLUMN domain_fields_json TEXT NOT NULL DEFAULT '{}';
`;

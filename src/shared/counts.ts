/** "1 domain", "100,000 domains": counts grouped the same way on every screen and job label. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "1 domain", "100,000 domains": the count most labels give. */
export function domainsCount(count: number): string {
  return countOf(count, 'domain', 'domains');
}

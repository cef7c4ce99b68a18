/**
 * The per-field messages of an `invalid_input` error's detail (`{ issues: [{ path, message }] }`),
 * keyed by one segment of the path: the last (`contact.email` → `email`) or the first
 * (`defaultNameservers.ns2` → `defaultNameservers`). The first message per field wins.
 */
export function issueMessages(
  detail: unknown,
  segment: 'first' | 'last' = 'last',
): Record<string, string> {
  const issues = (detail as { issues?: unknown } | null | undefined)?.issues;
  const messages: Record<string, string> = {};
  if (!Array.isArray(issues)) return messages;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const parts = issue.path.split(/[.[\]]+/).filter((part) => part !== '');
    const field = (segment === 'first' ? parts[0] : parts.at(-1)) ?? issue.path;
    messages[field] ??= issue.message;
  }
  return messages;
}

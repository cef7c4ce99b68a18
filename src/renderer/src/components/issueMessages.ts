import type { AppError } from '../../../shared/ipc';
import { inputIssues } from '../../../shared/ipc/invalidInputDetail';

/**
 * The per-field messages of an `invalid_input` error (see `InvalidInputDetail`),
 * keyed by one segment of the path: the last (`contact.email` → `email`) or the first
 * (`defaultNameservers.ns2` → `defaultNameservers`). The first message per field wins.
 */
export function issueMessages(
  error: Pick<AppError, 'kind' | 'detail'>,
  segment: 'first' | 'last' = 'last',
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of inputIssues(error)) {
    const parts = issue.path.split(/[.[\]]+/).filter((part) => part !== '');
    const field = (segment === 'first' ? parts[0] : parts.at(-1)) ?? issue.path;
    messages[field] ??= issue.message;
  }
  return messages;
}

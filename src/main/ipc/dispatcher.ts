import type { z } from 'zod';
import { channels, failure, redactSecrets, success } from '../../shared/ipc';
import type { ChannelMap, Channels, OutputOf, Result } from '../../shared/ipc';
import { shortenEchoes, shortText } from '../../shared/ipc/shortText';
import { fieldPath } from '../../shared/rules/fieldIssue';
import { toAppError } from './errorEnvelope';
import type { ErrorEnvelopeOptions } from './errorEnvelope';
import { invalidInputDetail } from '../../shared/ipc/invalidInputDetail';
import type { InvalidInputDetail } from '../../shared/ipc/invalidInputDetail';

/** A handler gets input already parsed by its channel's schema. */
export type HandlerFor<D extends ChannelMap[string]> = (
  input: z.output<D['input']>,
) => OutputOf<D> | Promise<OutputOf<D>>;

export type HandlersFor<M extends ChannelMap> = { readonly [C in keyof M]: HandlerFor<M[C]> };

/** One handler per contract channel: a missing or mistyped handler does not compile. */
export type Handlers = HandlersFor<Channels>;

export interface DispatchRequest {
  readonly channel: string;
  /** Whatever arrived from the renderer; never trusted. */
  readonly input: unknown;
  /** Decided by the door: our own window's frame (Electron) or the run's secret (web). */
  readonly trustedSender: boolean;
}

export interface Dispatcher {
  dispatch(request: DispatchRequest): Promise<Result<unknown>>;
}

// A record key is part of the path: a pasted megabyte must not come back in the message.
function shortPart(part: PropertyKey): string {
  return shortText(String(part));
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'input';
  return fieldPath(...path.map((part) => (typeof part === 'number' ? part : shortPart(part))));
}

function invalidInput(
  channel: string,
  error: z.ZodError,
  knownSecrets: readonly string[],
): Result<never> {
  const issues = error.issues.map((issue) => ({
    path: formatPath(issue.path),
    // zod prefixes most messages with "Invalid input: ", which the summary already says.
    // Messages may quote the input (an unknown key, a bad value): shortened like the path.
    message: shortenEchoes(
      redactSecrets(issue.message.replace(/^Invalid input: /, ''), knownSecrets),
    ),
  }));
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  const detail: InvalidInputDetail = invalidInputDetail(issues);
  return failure('invalid_input', `Invalid input for ${channel}: ${summary}`, detail);
}

const NUL_MESSAGE =
  'Must not contain the NUL character (U+0000): what follows it would be lost when saved.';

/** Where a string holding U+0000 sits in the input, whatever the channel (at most 20). */
function nulPaths(value: unknown, path: PropertyKey[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [formatPath(path)] : [];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const found: string[] = [];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) found.push(formatPath([...path, key]));
    found.push(...nulPaths(item, [...path, key], seen));
    if (found.length >= 20) break;
  }
  return found.slice(0, 20);
}

/**
 * The core both doors share: sender check, input parsing, the handler call and the error
 * envelope. Nothing here throws; every outcome is a `Result`.
 */
export function createDispatcherFor<M extends ChannelMap>(
  contract: M,
  handlers: HandlersFor<M>,
  options: ErrorEnvelopeOptions = {},
): Dispatcher {
  return {
    async dispatch({ channel, input, trustedSender }) {
      if (!trustedSender) {
        return failure('forbidden_sender', 'This request did not come from a DomainDesk window.');
      }
      const definition = Object.hasOwn(contract, channel) ? contract[channel] : undefined;
      if (definition === undefined) {
        const name = redactSecrets(shortText(channel));
        return failure('not_found', `DomainDesk has no request named "${name}".`);
      }
      // A field's own rule speaks first, in its own words (the nameserver rules name ns1).
      const parsed = definition.input.safeParse(input);
      if (!parsed.success) {
        return invalidInput(channel, parsed.error, options.knownSecrets?.() ?? []);
      }
      // SQLite reads text back up to its first NUL: refused for every channel at once.
      const withNul = nulPaths(input);
      if (withNul.length > 0) {
        const issues = withNul.map((path) => ({ path, message: NUL_MESSAGE }));
        const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
        return failure(
          'invalid_input',
          `Invalid input for ${channel}: ${summary}`,
          invalidInputDetail(issues),
        );
      }
      // HandlersFor guarantees this handler takes this channel's parsed input.
      const handler = handlers[channel] as (input: unknown) => unknown;
      try {
        return success(await handler(parsed.data));
      } catch (thrown) {
        const error = toAppError(thrown, options);
        return { ok: false, error: { ...error, message: shortenEchoes(error.message) } };
      }
    },
  };
}

/** The dispatcher for the app's contract. */
export function createDispatcher(
  handlers: Handlers,
  options: ErrorEnvelopeOptions = {},
): Dispatcher {
  return createDispatcherFor(channels, handlers, options);
}

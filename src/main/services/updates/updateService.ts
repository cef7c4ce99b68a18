import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { UpdateCheck } from '../../../shared/ipc/channels/updates';
import { compareVersions, formatVersion, parseVersion } from '../../../shared/updates/version';
import type { ProxyResolver } from '../../api/proxy';
import { FeedError, fetchFeed } from './feedRequest';

export const UPDATE_CHECK_FILE = 'update-check.json';
/** A start-up look is made at most this often. */
export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The fields used of GitHub's "latest release" answer (`GET /repos/{owner}/{repo}/releases/latest`);
 * the rest is ignored. The page address must be https: it is opened in the system browser.
 */
const feedSchema = z.object({
  tag_name: z.string().max(100),
  html_url: z
    .url({ protocol: /^https$/, hostname: z.regexes.domain })
    .max(2000)
    .refine((text) => {
      const url = new URL(text);
      return url.username === '' && url.password === '';
    }),
  draft: z.boolean().optional(),
});

/** The last look, as kept in the data folder (only what pacing and the notice need). */
const storedSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('checked'),
    checkedAt: z.iso.datetime(),
    latest: z.string().max(100),
    url: feedSchema.shape.html_url,
  }),
  z.object({ status: z.literal('failed'), checkedAt: z.iso.datetime() }),
]);

type Looked = Extract<UpdateCheck, { checkedAt: string }>;

export interface UpdateServiceOptions {
  /** This app's version (package.json). */
  readonly version: string;
  readonly feedUrl: string;
  /** Where the time of the last look is kept; memory only when omitted. */
  readonly dataDir?: string;
  /** The user's "check for updates" setting. */
  readonly enabled: () => boolean;
  readonly now?: () => number;
  readonly resolveProxy?: ProxyResolver;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

export interface UpdateService {
  /** Asks the feed now. Never rejects: a failure is a `failed` answer. */
  check(): Promise<UpdateCheck>;
  /** Asks the feed when the setting is on and no look was made in the last day. */
  checkOnStart(): Promise<UpdateCheck>;
}

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const now = options.now ?? Date.now;
  const file = options.dataDir === undefined ? undefined : join(options.dataDir, UPDATE_CHECK_FILE);
  let last: Looked | undefined;
  let inFlight: Promise<UpdateCheck> | undefined;

  const remember = (answer: Looked): void => {
    last = answer;
    if (file === undefined) return;
    try {
      writeFileSync(file, JSON.stringify(last), { mode: 0o600 });
    } catch {
      // Only the once-a-day pacing is lost: the next start looks again.
    }
  };
  const recall = (): typeof last => {
    if (last !== undefined || file === undefined) return last;
    try {
      const stored = storedSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!stored.success) return undefined;
      // The stored release is compared again: the app may have been updated since.
      last =
        stored.data.status === 'checked'
          ? answerFor(stored.data.latest, stored.data.url, stored.data.checkedAt)
          : failed('the last look failed', stored.data.checkedAt);
      return last;
    } catch {
      return undefined;
    }
  };
  const answerFor = (latestText: string, url: string, checkedAt: string): Looked => {
    const latest = parseVersion(latestText);
    const current = parseVersion(options.version);
    if (!latest || !current) {
      return failed(`the release is named "${latestText.slice(0, 40)}", not a version`, checkedAt);
    }
    return {
      status: 'checked',
      current: options.version,
      latest: formatVersion(latest),
      newer: compareVersions(latest, current) > 0,
      url,
      checkedAt,
    };
  };
  const failed = (reason: string, checkedAt: string): Looked => ({
    status: 'failed',
    current: options.version,
    message: `Could not check for updates: ${reason}.`,
    checkedAt,
  });

  const lookNow = async (): Promise<Looked> => {
    const checkedAt = new Date(now()).toISOString();
    let text: string;
    try {
      text = await fetchFeed(options.feedUrl, {
        userAgent: `DomainDesk/${options.version}`,
        ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
        ...(options.maxBytes !== undefined && { maxBytes: options.maxBytes }),
        ...(options.resolveProxy && { resolveProxy: options.resolveProxy }),
      });
    } catch (error) {
      const reason = error instanceof FeedError ? error.message : 'the feed could not be read';
      return failed(reason, checkedAt);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return failed('the feed answer is not JSON', checkedAt);
    }
    const feed = feedSchema.safeParse(json);
    if (!feed.success || feed.data.draft === true) {
      return failed('the feed answer is not a release', checkedAt);
    }
    return answerFor(feed.data.tag_name, feed.data.html_url, checkedAt);
  };

  const check = (): Promise<UpdateCheck> => {
    inFlight ??= lookNow()
      .then((answer) => {
        remember(answer);
        return answer;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  return {
    check,
    async checkOnStart() {
      if (!options.enabled()) return { status: 'skipped', current: options.version };
      const previous = recall();
      const age = previous ? now() - Date.parse(previous.checkedAt) : Infinity;
      if (previous && age >= 0 && age < UPDATE_CHECK_INTERVAL_MS) {
        // A failed look is not shown again at the next start; it is retried a day later.
        return previous.status === 'checked'
          ? previous
          : { status: 'skipped', current: options.version };
      }
      return check();
    },
  };
}

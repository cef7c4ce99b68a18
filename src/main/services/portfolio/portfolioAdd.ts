import { AppFailure } from '../../../shared/ipc';
import { lookAlikeWarning } from '../../../shared/domainName/lookAlike';
import type { AddLineResult, AddReport } from '../../../shared/ipc/channels/portfolioTypes';
import type { ResellerClient } from '../../api';
import type { DomainUpsert } from '../../cache/domainBulkUpsert';
import type { ServiceContext } from '../serviceContext';
import { collectPresetOffers } from '../presets/presetOffers';
import { checkDomainName } from './domainNameCheck';
import { checkInformation } from './domainSync';
import { describeFailure } from './failureText';
import { importedDetails } from './importedDetails';
import type { NameListRead } from './nameListInput';
import { statusReason } from './presence';

interface Accepted {
  readonly slot: number;
  readonly line: number;
  readonly input: string;
  readonly name: string;
  readonly unicodeName: string;
  /** A look-alike name (mixed scripts), with the ASCII form it is kept and sent as. */
  readonly warning: string | undefined;
}

/** Sorts findings back into the order of the text: by line, then as they appeared. */
interface Slotted {
  readonly slot: number;
  readonly result: AddLineResult;
}

function summarise(lines: readonly AddLineResult[]): AddReport {
  const count = (outcome: AddLineResult['outcome']): number =>
    lines.filter((line) => line.outcome === outcome).length;
  return {
    added: count('added'),
    alreadyInPortfolio: count('already_in_portfolio'),
    updatable: lines.filter((line) => line.details !== undefined).length,
    updated: lines.filter((line) => line.details === 'updated').length,
    duplicates: count('duplicate'),
    invalid: count('invalid'),
    lines,
  };
}

export interface AddOptions {
  /** Reports what would happen, line by line, without saving or asking the API. */
  readonly dryRun?: boolean;
  /** Domains already held take the file's tags and notes (`importedDetails`). */
  readonly updateExisting?: boolean;
}

/**
 * Adds the names read from pasted text or a CSV file to an account's portfolio and confirms
 * each new one with GET information. Every entry gets a line in the report: invalid ones
 * with the exact reason, repeats with the line they repeat, names already held as such.
 */
export async function addNameList(
  ctx: ServiceContext,
  accountId: string,
  read: NameListRead,
  origin: 'added' | 'imported',
  options: AddOptions = {},
): Promise<AddReport> {
  const { dryRun = false, updateExisting = false } = options;
  if (!ctx.cache.accounts.get(accountId)) {
    throw new AppFailure('not_found', 'That account no longer exists in DomainDesk.');
  }
  const found: Slotted[] = read.problems.map((p, i) => ({
    slot: p.line * 1e6 + i,
    result: { line: p.line, input: p.input, outcome: 'invalid', reason: p.reason },
  }));
  const firstLine = new Map<string, number>();
  const accepted: Accepted[] = [];
  const upserts: DomainUpsert[] = [];
  const updates: DomainUpsert[] = [];
  // Domains the file tags with a tag bound to a preset are offered it (never given it).
  const offers = dryRun ? undefined : collectPresetOffers(ctx, accountId);
  read.entries.forEach((entry, i) => {
    const slot = entry.line * 1e6 + read.problems.length + i;
    const base = { line: entry.line, input: entry.input };
    const check = checkDomainName(entry.input);
    if (!check.ok) {
      found.push({ slot, result: { ...base, outcome: 'invalid', reason: check.reason } });
      return;
    }
    const names = { name: check.name, unicodeName: check.unicodeName };
    const earlier = firstLine.get(check.name);
    if (earlier !== undefined) {
      const reason = earlier === entry.line ? 'Repeated on this line.' : `Same as line ${earlier}.`;
      found.push({ slot, result: { ...base, ...names, outcome: 'duplicate', reason } });
      return;
    }
    firstLine.set(check.name, entry.line);
    const existing = ctx.cache.domains.get(accountId, check.name);
    if (existing) {
      let reason = `Already in the portfolio (${statusReason(existing, ctx.now())})`;
      const change = importedDetails(existing, entry);
      const apply = change !== null && updateExisting;
      if (change !== null) {
        reason +=
          apply && !dryRun
            ? ` ${change.text.replace('The file ', 'Updated: ')}`
            : ` ${change.text}`;
      }
      if (apply) {
        if (change.tags) offers?.note(check.name, existing.tags, change.tags);
        updates.push({
          name: check.name,
          unicodeName: existing.unicodeName,
          ...(change.tags ? { tags: change.tags } : {}),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
        });
      }
      const result: AddLineResult = {
        ...base,
        ...names,
        outcome: 'already_in_portfolio',
        reason,
        status: existing.status,
        ...(change === null ? {} : { details: apply && !dryRun ? 'updated' : 'would_change' }),
      };
      found.push({ slot, result });
      return;
    }
    accepted.push({ slot, ...base, ...names, warning: lookAlikeWarning(check.unicodeName) });
    if (entry.tags) offers?.note(check.name, [], entry.tags);
    upserts.push({
      ...names,
      origin,
      status: 'unknown',
      ...(entry.tags ? { tags: entry.tags } : {}),
      ...(entry.notes ? { notes: entry.notes } : {}),
    });
  });
  if (dryRun) {
    const reason = 'Will be added, then checked with the API.';
    for (const a of accepted) {
      const result: AddLineResult = {
        line: a.line,
        input: a.input,
        name: a.name,
        unicodeName: a.unicodeName,
        outcome: 'added',
        reason,
        ...(a.warning === undefined ? {} : { warning: a.warning }),
      };
      found.push({ slot: a.slot, result });
    }
    found.sort((a, b) => a.slot - b.slot);
    return summarise(found.map((f) => f.result));
  }
  // New domains and the updates of those already held: one transaction.
  if (upserts.length + updates.length > 0) {
    ctx.cache.domains.upsertMany(accountId, [...upserts, ...updates]);
  }

  found.push(...(await confirmAll(ctx, accountId, accepted)));
  if (accepted.length + updates.length > 0) {
    const domains = [...accepted.map((a) => a.name), ...updates.map((u) => u.name)];
    ctx.events.emit('cache:changed', { scope: 'domains', accountId, domains });
  }
  offers?.send();
  found.sort((a, b) => a.slot - b.slot);
  return summarise(found.map((f) => f.result));
}

async function confirmAll(
  ctx: ServiceContext,
  accountId: string,
  accepted: readonly Accepted[],
): Promise<Slotted[]> {
  if (accepted.length === 0) return [];
  let client: ResellerClient | undefined;
  let clientFailure: { kind: string; message: string } | undefined;
  try {
    client = await ctx.clients(accountId);
  } catch (error) {
    clientFailure = describeFailure(error);
  }
  const results = await Promise.all(
    accepted.map(async (entry): Promise<Slotted> => {
      const base = { line: entry.line, input: entry.input, name: entry.name };
      const names = {
        ...base,
        unicodeName: entry.unicodeName,
        outcome: 'added' as const,
        ...(entry.warning === undefined ? {} : { warning: entry.warning }),
      };
      let row = ctx.cache.domains.get(accountId, entry.name);
      if (row && client) row = (await checkInformation(ctx, client, row)).row;
      else if (row && clientFailure)
        row = ctx.cache.domains.recordError(accountId, entry.name, clientFailure);
      if (!row) return { slot: entry.slot, result: { ...names, reason: 'Added.' } };
      const reason = `Added. ${statusReason(row, ctx.now())}`;
      return { slot: entry.slot, result: { ...names, status: row.status, reason } };
    }),
  );
  return results;
}

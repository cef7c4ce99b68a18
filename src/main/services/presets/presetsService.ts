import { AppFailure } from '../../../shared/ipc';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type { PortfolioSelection } from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { PresetInput, PresetView } from '../../../shared/ipc/channels/presets';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import { DuplicateError } from '../../cache/cacheErrors';
import { getPreset, listPresets, removePreset, savePreset } from '../../cache/presetsRepo';
import { rejectIssues } from '../domains/domainCalls';
import type { PortfolioService } from '../portfolio';
import type { ServiceContext } from '../serviceContext';

/** Named bundles of settings per account, applied to many domains through the copy jobs. */
export interface PresetsService {
  /** Sorted by name. */
  list(accountId: string): PresetView[];
  /** Creates a preset, or updates the one named by `id`; each part is checked first. */
  save(accountId: string, input: PresetInput): PresetView;
  /** A copy under the first free name "Name (copy)", "Name (copy 2)"… */
  duplicate(accountId: string, id: string): PresetView;
  remove(accountId: string, id: string): { removed: boolean };
  /** Starts the copy preview job of the preset on a selection of the preset's account. */
  applyPreview(selection: PortfolioSelection, presetId: string): Promise<JobSummary>;
}

export function createPresetsService(
  ctx: ServiceContext,
  portfolio: Pick<PortfolioService, 'presetPreview'>,
): PresetsService {
  const { db } = ctx.cache;
  const changed = (accountId: string): void => {
    ctx.events.emit('cache:changed', { scope: 'presets', accountId });
  };
  const knownAccount = (accountId: string): void => {
    if (ctx.cache.accounts.get(accountId) === null) {
      throw new AppFailure('not_found', 'This account no longer exists.');
    }
  };
  const existing = (accountId: string, id: string): PresetView => {
    const preset = getPreset(db, accountId, id);
    if (preset === null) throw new AppFailure('not_found', 'This preset no longer exists.');
    return preset;
  };
  const stored = (accountId: string, preset: Parameters<typeof savePreset>[2]): PresetView => {
    try {
      const saved = savePreset(db, accountId, preset, new Date(ctx.now()).toISOString());
      changed(accountId);
      return saved;
    } catch (error) {
      if (error instanceof DuplicateError) throw new AppFailure('conflict', error.message);
      throw error;
    }
  };

  return {
    list: (accountId) => listPresets(db, accountId),

    save(accountId, input) {
      knownAccount(accountId);
      // An edit of a preset deleted meanwhile (in another window) is not quietly brought back.
      if (input.id !== undefined) existing(accountId, input.id);
      let nameservers = input.nameservers;
      if (nameservers !== null) {
        const checked = checkNameserverList(nameservers);
        rejectIssues(checked.issues, `The preset "${input.name}" cannot be saved`);
        nameservers = Object.values(checked.nameservers ?? {});
      }
      if (
        input.contactProfileId !== null &&
        ctx.cache.contactProfiles.get(input.contactProfileId) === null
      ) {
        rejectIssues(
          [{ path: 'contactProfileId', message: 'This contact profile no longer exists.' }],
          `The preset "${input.name}" cannot be saved`,
        );
      }
      const dns =
        input.dns?.map((record) => ({
          hostname: record.hostname.trim(),
          type: record.type.trim().toUpperCase(),
          address: record.address.trim(),
          priority: record.priority,
        })) ?? null;
      return stored(accountId, { ...input, nameservers, dns });
    },

    duplicate(accountId, id) {
      const source = existing(accountId, id);
      const taken = new Set(listPresets(db, accountId).map((p) => p.name.toLowerCase()));
      let name = `${source.name} (copy)`;
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${source.name} (copy ${n})`;
      // A tag offers one preset: the copy starts unbound.
      return stored(accountId, {
        name,
        tag: null,
        nameservers: source.nameservers,
        dns: source.dns,
        lock: source.lock,
        idProtection: source.idProtection,
        contactProfileId: source.contactProfileId,
        addons: source.addons,
      });
    },

    remove(accountId, id) {
      const removed = removePreset(db, accountId, id);
      if (removed) changed(accountId);
      return { removed };
    },

    applyPreview(selection, presetId) {
      return portfolio.presetPreview(selection, existing(selection.accountId, presetId));
    },
  };
}

import type { PresetOffer, PresetView } from '../../../shared/ipc/channels/presets';
import { listPresets, presetsForTags } from '../../cache/presetsRepo';
import type { ServiceContext } from '../serviceContext';

/**
 * Gathers, while domains get tags (whatever the way: Add tags, a CSV import, a tag edit),
 * the domains that newly got a tag bound to a preset, then tells the windows once
 * (`presets:offered`): each offers that preset for those domains, never applies it unasked.
 * Every way a tag reaches a domain goes through this one collector.
 */
export interface PresetOfferCollector {
  /** Whether any preset is bound to the tags in play; when not, noting is not needed. */
  readonly bound: boolean;
  /** One domain's tags before and after the change. */
  note(name: string, before: readonly string[], after: readonly string[]): void;
  /** Sends the offers gathered (none: nothing is sent) and returns them. */
  send(): PresetOffer[];
}

const fold = (tag: string): string => tag.trim().toLowerCase();

/**
 * A collector for one account; `tags`, when known, are the only tags given (Add tags),
 * so presets bound to others are not looked at.
 */
export function collectPresetOffers(
  ctx: ServiceContext,
  accountId: string,
  tags?: readonly string[],
): PresetOfferCollector {
  const presets: PresetView[] = (
    tags === undefined
      ? listPresets(ctx.cache.db, accountId)
      : presetsForTags(ctx.cache.db, accountId, tags)
  ).filter((preset) => preset.tag !== null);
  const gained = new Map<string, Set<string>>(presets.map((preset) => [preset.id, new Set()]));
  return {
    bound: presets.length > 0,
    note(name, before, after) {
      if (presets.length === 0) return;
      const had = new Set(before.map(fold));
      const has = new Set(after.map(fold));
      for (const preset of presets) {
        const tag = fold(preset.tag ?? '');
        if (has.has(tag) && !had.has(tag)) gained.get(preset.id)?.add(name);
      }
    },
    send() {
      const offers = presets.flatMap((preset) => {
        const names = [...(gained.get(preset.id) ?? [])];
        return names.length === 0
          ? []
          : [{ presetId: preset.id, presetName: preset.name, tag: preset.tag ?? '', names }];
      });
      if (offers.length > 0) ctx.events.emit('presets:offered', { accountId, offers });
      return offers;
    },
  };
}

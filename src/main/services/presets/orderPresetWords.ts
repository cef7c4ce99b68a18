import { countOf } from '../../../shared/counts';
import { parseDomainName } from '../../../shared/domainName';
import type { OrderPreset, OrderPresetState } from '../../cache/orderPresetsRepo';

/** A notification about an ordered domain's preset; `key` names the fact, told once. */
export interface PresetNotice {
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** ASCII name: clicking the notification opens the domain. */
  readonly domain: string;
}

const APPLY_BY_HAND = 'apply the preset from the portfolio ("Apply preset…")';

/**
 * What the user is told when an order's preset was not (or not surely) applied once its
 * domain became active. `detail`: the failure's message, or how many DNS records would go.
 */
export function presetNotice(
  item: Pick<OrderPreset, 'orderId' | 'domain' | 'presetName'>,
  state: Exclude<OrderPresetState, 'waiting' | 'applying' | 'applied' | 'not_placed'>,
  detail: string,
): PresetNotice {
  const parsed = parseDomainName(item.domain);
  const name = parsed.ok ? parsed.value.unicode : item.domain;
  const preset = `"${item.presetName}"`;
  const base = { key: `order-preset:${item.orderId}:${state}`, domain: item.domain };
  switch (state) {
    case 'needs_confirmation': {
      const records = countOf(Number(detail), 'DNS record', 'DNS records');
      return {
        ...base,
        title: `Preset ${preset} not applied to ${name}: confirm it`,
        body: `${name} is active, but its DNS template would delete ${records} the domain has now. Nothing was changed: ${APPLY_BY_HAND} to review and confirm.`,
      };
    }
    case 'preset_gone':
      return {
        ...base,
        title: `Preset ${preset} not applied to ${name}`,
        body: `${name} is active, but the preset ${preset} chosen for its order was deleted: its DNS template and lock were not applied.`,
      };
    case 'failed':
      return {
        ...base,
        title: `Preset ${preset} could not be applied to ${name}`,
        body: `${name} is active, but applying the preset failed: ${detail.replace(/\.?$/, '.')} To try again, ${APPLY_BY_HAND}.`,
      };
    case 'interrupted':
      return {
        ...base,
        title: `Preset ${preset} may be partly applied to ${name}`,
        body: `DomainDesk was closed while applying it to ${name}. It is not applied again by itself: check the domain's Activity, then ${APPLY_BY_HAND} if anything is missing.`,
      };
  }
}

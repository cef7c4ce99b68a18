import type { AddonsInput, OrderContactRole } from '../ipc/channels/orders';
import type { PresetBody } from '../ipc/channels/presets';

/** What a cart line holds of the parts a preset can fill. */
export interface OrderLineParts {
  readonly nameservers: readonly string[];
  readonly contactProfileIds: Partial<Record<OrderContactRole, string>>;
  readonly addons: AddonsInput;
}

/**
 * A cart line filled from a preset: its nameservers, its contact profile (as the
 * registrant, the other roles the same) and its add-ons (ID protection among them). Parts
 * the preset leaves as they are keep the line's own.
 */
export function presetOrderLine(preset: PresetBody, line: OrderLineParts): OrderLineParts {
  const addons: AddonsInput = {
    ...line.addons,
    ...(preset.addons && {
      dnsmanagement: preset.addons.dnsmanagement,
      emailforwarding: preset.addons.emailforwarding,
    }),
    ...(preset.idProtection !== null && { idprotection: preset.idProtection }),
  };
  return {
    nameservers: preset.nameservers ?? line.nameservers,
    contactProfileIds:
      preset.contactProfileId === null
        ? line.contactProfileIds
        : { registrant: preset.contactProfileId },
    addons,
  };
}

/**
 * The parts an order cannot carry (the API has no DNS records or lock in an order): applied
 * by themselves, through the same apply as "Apply preset…", once the domain is active.
 */
export function presetPartsAfterActive(preset: PresetBody): string[] {
  return [
    ...(preset.dns !== null ? ['its DNS template'] : []),
    ...(preset.lock !== null ? [`the transfer lock (${preset.lock ? 'on' : 'off'})`] : []),
  ];
}

/**
 * What a cart line says of its preset's parts an order cannot carry ("DNS template and lock
 * (off) applied once the domain is active"); null when the preset has none.
 */
export function presetLaterText(preset: PresetBody): string | null {
  const parts = [
    ...(preset.dns !== null ? ['DNS template'] : []),
    ...(preset.lock !== null ? [`lock (${preset.lock ? 'on' : 'off'})`] : []),
  ];
  return parts.length === 0 ? null : `${parts.join(' and ')} applied once the domain is active`;
}

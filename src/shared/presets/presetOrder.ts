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
 * The parts an order cannot carry: applied with "Apply preset…" once the domain is active
 * (the API has no DNS records or lock in an order).
 */
export function presetPartsAfterActive(preset: PresetBody): string[] {
  return [
    ...(preset.dns !== null ? ['its DNS template'] : []),
    ...(preset.lock !== null ? [`the transfer lock (${preset.lock ? 'on' : 'off'})`] : []),
  ];
}

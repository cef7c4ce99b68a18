import { z } from 'zod';
import { countOf } from '../counts';

/** Where applying an order's preset stands; it leaves `waiting` once and for all. */
export const ORDER_PRESET_STATES = [
  'waiting',
  'applying',
  'applied',
  'needs_confirmation',
  'preset_gone',
  'failed',
  'interrupted',
  'not_placed',
] as const;
export const orderPresetStateSchema = z.enum(ORDER_PRESET_STATES);
export type OrderPresetState = z.output<typeof orderPresetStateSchema>;

/** How applying an order's preset went, as the order's views carry it. */
export interface OrderPresetStatus {
  readonly state: OrderPresetState;
  /** When it came to this state (ISO instant). */
  readonly at: string;
  /**
   * `applied`: what was set ("DNS template, lock") or why nothing was; `failed`: why;
   * `needs_confirmation`: how many DNS records the template would delete. Null otherwise.
   */
  readonly detail: string | null;
}

/** What an order's line says of its preset; `review` offers "Apply preset…" on the domain. */
export interface OrderPresetStatusText {
  readonly text: string;
  readonly review: boolean;
}

/**
 * "Preset Parking: applied on 2026-11-28 (DNS template, lock)": one line per state, the
 * same on every screen. `day` formats an instant as the screen shows dates.
 */
export function orderPresetStatusText(
  presetName: string,
  status: OrderPresetStatus,
  day: (iso: string) => string,
): OrderPresetStatusText {
  const say = (text: string, review = false) => ({ text: `Preset ${presetName}: ${text}`, review });
  switch (status.state) {
    case 'waiting':
      return say('waits for the domain to be active');
    case 'applying':
      return say('being applied');
    case 'applied':
      return say(`applied on ${day(status.at)}${status.detail ? ` (${status.detail})` : ''}`);
    case 'needs_confirmation': {
      const count = Number(status.detail);
      const records =
        Number.isInteger(count) && count > 0 ? countOf(count, 'record', 'records') : 'records';
      return say(
        `not applied: the template would delete ${records} — Apply preset… to review`,
        true,
      );
    }
    case 'preset_gone':
      return say('not applied: the preset was deleted');
    case 'failed':
      return say(
        `not applied: ${status.detail ?? 'it failed'}`.replace(
          /\.?$/,
          ' — Apply preset… to try again',
        ),
        true,
      );
    case 'interrupted':
      return say(
        "interrupted: DomainDesk closed while applying it — check the domain's Activity, then Apply preset… if anything is missing",
        true,
      );
    case 'not_placed':
      return say('not applied: the order was not placed');
  }
}

/** The parts of a preset applied once its domain is active, as a status names them. */
export function presetPartNames(preset: {
  readonly dns: unknown;
  readonly lock: boolean | null;
}): string {
  return [
    ...(preset.dns !== null ? ['DNS template'] : []),
    ...(preset.lock !== null ? [`lock ${preset.lock ? 'on' : 'off'}`] : []),
  ].join(', ');
}

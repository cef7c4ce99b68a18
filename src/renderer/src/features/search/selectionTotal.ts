import { sumMoney } from '../../components/money';
import type { SearchRow } from './searchRows';

/** Above this many names, adding a selection to the cart is confirmed first. */
export const CONFIRM_ABOVE = 50;

export interface SelectionTotal {
  readonly count: number;
  readonly premium: readonly SearchRow[];
  /** Sum of the priced names' registration prices for the chosen period. */
  readonly total: number;
  /** Names ticked with no price known for the period (left out of the total). */
  readonly unpriced: number;
  readonly currency: string | null;
  /** Premium names, or more than `CONFIRM_ABOVE`: the reseller is asked again. */
  readonly needsConfirm: boolean;
}

/** What the ticked names would cost to register for the chosen period. */
export function selectionTotal(
  rows: readonly SearchRow[],
  selected: ReadonlySet<string>,
): SelectionTotal {
  const ticked = rows.filter((row) => selected.has(row.domain));
  const priced = ticked.filter((row) => row.registerPrice !== null);
  const premium = ticked.filter((row) => row.premium);
  return {
    count: selected.size,
    premium,
    total: sumMoney(priced.map((row) => row.registerPrice ?? '0')),
    unpriced: ticked.length - priced.length + (selected.size - ticked.length),
    currency: ticked.find((row) => row.currency !== null)?.currency ?? null,
    needsConfirm: premium.length > 0 || selected.size > CONFIRM_ABOVE,
  };
}

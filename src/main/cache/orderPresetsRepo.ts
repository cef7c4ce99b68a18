import { orderPresetStateSchema } from '../../shared/presets/orderPresetStatus';
import type { OrderPresetState } from '../../shared/presets/orderPresetStatus';
import { all, one, run, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

export type { OrderPresetState };

// A state this version does not know (written by a newer one) reads as a failure, told as one.
const stateOf = orderPresetStateSchema.catch('failed');

export interface OrderPreset {
  readonly orderId: string;
  readonly accountId: string;
  readonly domain: string;
  readonly presetId: string;
  /** The preset's name when the order was placed (said if it is gone by then). */
  readonly presetName: string;
  readonly state: OrderPresetState;
  /** As `OrderPresetStatus.detail` says for each state. */
  readonly detail: string | null;
  readonly updatedAt: string;
}

const PLACED = `(j.state = 'succeeded' OR (j.state = 'reconciled' AND j.outcome_detail LIKE 'Placed: %'))`;
const NOT_PLACED = `(j.state = 'failed' OR (j.state = 'reconciled' AND j.outcome_detail NOT LIKE 'Placed: %'))`;

const toOrderPreset = (row: Record<string, unknown>): OrderPreset => ({
  orderId: str(row.order_id),
  accountId: str(row.account_id),
  domain: str(row.domain),
  presetId: str(row.preset_id),
  presetName: str(row.preset_name),
  state: stateOf.parse(row.state),
  detail: strOrNull(row.detail),
  updatedAt: str(row.updated_at),
});

/** Keeps the preset a journalled order carries; call before the order is sent. */
export function recordOrderPreset(
  db: Db,
  entry: Pick<OrderPreset, 'orderId' | 'accountId' | 'domain' | 'presetId' | 'presetName'>,
  at: string,
): void {
  run(
    db,
    `INSERT INTO order_presets
       (order_id, account_id, domain, preset_id, preset_name, state, created_at, updated_at)
     VALUES (@orderId, @accountId, @domain, @presetId, @presetName, 'waiting', @at, @at)`,
    { ...entry, at },
  );
}

export function getOrderPreset(db: Db, orderId: string): OrderPreset | null {
  const row = one(db, 'SELECT * FROM order_presets WHERE order_id = @orderId', { orderId });
  return row ? toOrderPreset(row) : null;
}

export function orderPresetsOf(db: Db, accountId: string, domain: string): OrderPreset[] {
  return all(
    db,
    `SELECT * FROM order_presets WHERE account_id = @accountId AND domain = @domain
     ORDER BY created_at`,
    { accountId, domain },
  ).map(toOrderPreset);
}

/** Presets of placed orders whose domain is now active in the account: due to be applied. */
export function dueOrderPresets(db: Db, accountId: string): OrderPreset[] {
  return all(
    db,
    `SELECT p.* FROM order_presets p
     JOIN order_journal j ON j.id = p.order_id
     JOIN domains d ON d.account_id = p.account_id AND d.name = p.domain
     WHERE p.account_id = @accountId AND p.state = 'waiting' AND d.status = 'active'
       AND ${PLACED}
     ORDER BY p.created_at`,
    { accountId },
  ).map(toOrderPreset);
}

/** Waiting presets of orders that were not placed: nothing will become active. */
export function dropNotPlaced(db: Db, accountId: string, at: string): number {
  return run(
    db,
    `UPDATE order_presets SET state = 'not_placed', updated_at = @at
     WHERE account_id = @accountId AND state = 'waiting'
       AND order_id IN (SELECT j.id FROM order_journal j WHERE ${NOT_PLACED})`,
    { accountId, at },
  ).changes;
}

/** Takes a waiting preset to apply it; false when it is not waiting (taken already). */
export function claimOrderPreset(db: Db, orderId: string, at: string): boolean {
  return (
    run(
      db,
      `UPDATE order_presets SET state = 'applying', updated_at = @at
       WHERE order_id = @orderId AND state = 'waiting'`,
      { orderId, at },
    ).changes === 1
  );
}

/** Puts a taken preset back to waiting: nothing of it was sent (its job was cancelled). */
export function releaseOrderPreset(db: Db, orderId: string, at: string): void {
  run(
    db,
    `UPDATE order_presets SET state = 'waiting', updated_at = @at
     WHERE order_id = @orderId AND state = 'applying'`,
    { orderId, at },
  );
}

export function finishOrderPreset(
  db: Db,
  orderId: string,
  state: Exclude<OrderPresetState, 'waiting' | 'applying'>,
  detail: string | null,
  at: string,
): void {
  run(
    db,
    `UPDATE order_presets SET state = @state, detail = @detail, updated_at = @at
     WHERE order_id = @orderId`,
    { orderId, state, detail, at },
  );
}

/**
 * At start-up: presets left `applying` by a crash may be half applied. They become
 * `interrupted` (to be told, and applied by hand) rather than run a second time.
 */
export function settleInterruptedPresets(db: Db, at: string): OrderPreset[] {
  const left = all(db, `SELECT * FROM order_presets WHERE state = 'applying'`).map(toOrderPreset);
  run(
    db,
    `UPDATE order_presets SET state = 'interrupted', updated_at = @at WHERE state = 'applying'`,
    { at },
  );
  return left.map((p) => ({ ...p, state: 'interrupted' }));
}

/** Accounts with presets waiting (checked at start-up). */
export function accountsWaiting(db: Db): string[] {
  return all(db, `SELECT DISTINCT account_id FROM order_presets WHERE state = 'waiting'`).map(
    (row) => str(row.account_id),
  );
}

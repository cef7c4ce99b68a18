/**
 * Schema step 011: what each order actually cost, and when the balance is low. The balance is read again after every
 * order (a checkout sends its orders one at a time), so the difference belongs to that
 * order alone.
 * - `order_journal.price_charged`: the balance before minus the balance after; null when the
 *   balance could not be read again, or for orders from before this was kept.
 * - `order_journal.balance_after`: the balance read straight after the order's answer.
 * - `accounts.low_balance_threshold`: below this balance the header warns; null means the
 *   renewals due within 30 days.
 * Only adds columns of its own, so it applies the same with or without steps 009 and 010.
 */
export const migration011OrderCharges = `
ALTER TABLE order_journal ADD COLUMN price_charged TEXT;
ALTER TABLE order_journal ADD COLUMN balance_after TEXT;
ALTER TABLE accounts ADD COLUMN low_balance_threshold TEXT;
`;

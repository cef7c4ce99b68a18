import { domainFieldProblems } from '../../../shared/domainFields';
import { parseDomainName, unicodeTld } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type { Quote } from '../../../shared/ipc/channels/pricing';
import type { CartItemInput } from '../../../shared/ipc/channels/orders';
import type { CartItem } from '../../cache/cartRepo';
import { getPreset } from '../../cache/presetsRepo';
import type { ServiceContext } from '../serviceContext';

/**
 * Refuses, before anything is sent, lines whose name and operation still have an order on
 * its way or of unknown outcome: ordering them again could charge twice.
 */
export function refuseOpenOrders(
  ctx: Pick<ServiceContext, 'cache'>,
  accountId: string,
  lines: readonly Pick<CartItem, 'domain' | 'operation'>[],
): void {
  const open = lines.flatMap((line) => {
    const entry = ctx.cache.journal.findOpen(accountId, line.domain, line.operation);
    return entry ? [{ line, entry }] : [];
  });
  if (open.length === 0) return;
  const named = open.map(({ line, entry }) => {
    const name = parseDomainName(line.domain);
    const shown = name.ok ? name.value.unicode : line.domain;
    return `${shown} (${line.operation}): an earlier order is still "${entry.state}".`;
  });
  throw new AppFailure(
    'conflict',
    `The cart was not ordered: ${named.join(' ')} Reconcile ${open.length === 1 ? 'that order' : 'those orders'} or remove ${open.length === 1 ? 'its line' : 'their lines'}, then check out again.`,
    { orderIds: open.map(({ entry }) => entry.id) },
  );
}

/** Why a cart cannot be checked out as it is, line by line. */
export function cartProblems(quote: Quote, lines: readonly CartItem[]): string[] {
  const fieldProblems = lines.flatMap((line) =>
    domainFieldProblems(line.options.domainfields ?? {}).map((problem) => {
      const name = parseDomainName(line.domain);
      const shown = name.ok ? name.value.unicode : line.domain;
      return `${shown}: ${problem.message}`;
    }),
  );
  return fieldProblems.concat(
    quote.items.flatMap((item) => {
      if (item.problem !== undefined) return [`${item.unicodeDomain}: ${item.problem}`];
      if (item.renewalPremium === 'unknown') {
        return accepted(item, lines)
          ? []
          : [
              `${item.unicodeDomain}: premium renewal price unknown. Accept it explicitly in the Renew dialog, or remove the line.`,
            ];
      }
      if (item.price === null) {
        const tld = item.domain.slice(item.domain.indexOf('.') + 1);
        return [`${item.unicodeDomain}: no price is known for .${unicodeTld(tld)}.`];
      }
      return [];
    }),
  );
}

/** Whether the user accepted this renewal line's unknown premium renewal price. */
function accepted(item: Quote['items'][number], lines: readonly CartItem[]): boolean {
  return lines.some(
    (line) =>
      line.domain === item.domain &&
      line.operation === item.operation &&
      line.options.acceptUnknownPrice === true,
  );
}

/** A cart is complete when every line is priced or is an accepted unknown premium renewal. */
export function withAccepted(quote: Quote, lines: readonly CartItem[]): Quote {
  const complete = quote.items.every(
    (item) =>
      item.problem === undefined &&
      (item.price !== null || (item.renewalPremium === 'unknown' && accepted(item, lines))),
  );
  return { ...quote, complete };
}

/** Why the portfolio says a name cannot be renewed now, by its cached status. */
const NOT_RENEWABLE: Partial<Record<string, string>> = {
  pending: 'is still pending: it can be renewed once it is active',
  not_in_account: 'is not in this account',
  released: 'was released',
  deleted: 'was deleted',
  transferring: 'is being transferred',
};

/** A renewal the provider would refuse is refused here, before it is marked ready. */
export function refuseUnrenewable(
  ctx: Pick<ServiceContext, 'cache'>,
  accountId: string,
  name: { ascii: string; unicode: string },
): void {
  const status = ctx.cache.domains.get(accountId, name.ascii)?.status;
  const reason = status === undefined ? undefined : NOT_RENEWABLE[status];
  if (reason !== undefined) {
    throw new AppFailure('invalid_input', `${name.unicode} ${reason}, so it cannot be renewed.`);
  }
}

/**
 * The preset a put remembers: one of the account's, on a registration or transfer line (a
 * renewal has nothing a preset sets). Choosing a preset deleted meanwhile is refused; one
 * the line already held is kept through other edits (the line says it is gone).
 */
export function linePreset(
  ctx: ServiceContext,
  accountId: string,
  ascii: string,
  item: CartItemInput,
): string | undefined {
  if (item.presetId === undefined || item.presetId === null) return undefined;
  if (item.operation === 'renew') {
    throw new AppFailure('invalid_input', 'A renewal line cannot have a preset.');
  }
  const held = ctx.cache.cart
    .list(accountId)
    .some(
      (line) =>
        line.domain === ascii &&
        line.operation === item.operation &&
        line.options.presetId === item.presetId,
    );
  if (!held && getPreset(ctx.cache.db, accountId, item.presetId) === null) {
    throw new AppFailure('not_found', 'This preset no longer exists. Choose another one.');
  }
  return item.presetId;
}

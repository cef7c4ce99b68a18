import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { RenewalGroup, RenewalPlan } from '../../../../../shared/ipc/channels/renewals';
import { navigationStore } from '../../../state/navigationStore';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { formatMoney } from '../../../components/money';
import { PREMIUM_UNKNOWN } from '../expiry/renewalText';
import { selectionInput } from '../grid/bridgeInput';
import { domainsText } from './bulkActionText';
import { RenewalLines } from './RenewalLines';

/** An Expiry view group to renew (its domains are read in main). */
export interface RenewTarget {
  readonly accountId: string;
  readonly group: RenewalGroup;
}

function leftOutText(plan: RenewalPlan): string[] {
  const { pending, notInAccount, gone, missing } = plan.leftOut;
  return [
    pending > 0 && `${domainsText(pending)} still pending (not active yet, so not renewable)`,
    notInAccount > 0 && `${domainsText(notInAccount)} not in this account`,
    gone > 0 && `${domainsText(gone)} released, deleted or being transferred`,
    missing > 0 && `${domainsText(missing)} not in the portfolio`,
  ].filter((text) => text !== false);
}

/**
 * Renewing a selection or an Expiry view group: each renewable domain with its expiry, new
 * expiry and price (premium and late fees included), soonest-expiring first; pending and
 * not-in-account domains are left out up front, saying how many and why. The lines then go
 * into the cart, whose checkout asks once more before anything is ordered.
 */
export function RenewDialog({
  selection,
  group,
  onClose,
}: {
  selection?: PortfolioSelection;
  group?: RenewTarget;
  onClose: () => void;
}) {
  const planRead = useBridgeRead(
    'renewals:plan',
    selection ? { selection: selectionInput(selection) } : (group ?? null),
  );
  const plan = planRead.status === 'ok' ? planRead.data : null;
  const [actionError, setError] = useState<AppError | null>(null);
  const error = planRead.status === 'error' ? planRead.error : actionError;
  const [busy, setBusy] = useState(false);
  const [acceptUnknown, setAcceptUnknown] = useState(false);
  const bridge = getBridge();

  const accountId = selection?.accountId ?? group?.accountId ?? '';
  const quote = plan?.quote ?? null;
  const items = quote?.items ?? [];
  const problems = items.filter((item) => item.problem !== undefined);
  const unknown = items.filter(
    (item) => item.problem === undefined && item.renewalPremium === 'unknown',
  );
  const priced = items.filter((item) => item.problem === undefined && item.price !== null);
  const toCart = [...priced, ...(acceptUnknown ? unknown : [])];
  const currency = quote?.currency ?? null;

  const intoCart = async () => {
    setBusy(true);
    for (const item of toCart) {
      const answer = await bridge.ordersCartPut({
        accountId,
        item: {
          domain: item.domain,
          operation: 'renew',
          period: item.period,
          ...(item.renewalPremium === 'unknown' && { acceptUnknownPrice: true }),
        },
      });
      if (!answer.ok) {
        setError(answer.error);
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    onClose();
    navigationStore.getState().navigate('cart');
  };

  const leftOut = plan ? leftOutText(plan) : [];
  const leftOutCount = plan
    ? plan.leftOut.pending + plan.leftOut.notInAccount + plan.leftOut.gone + plan.leftOut.missing
    : 0;
  return (
    <Modal opened onClose={onClose} title="Renew the selected domains" size="xl" centered>
      <Stack gap="sm">
        {error && <ErrorAlert error={error} title="The renewal could not be quoted" />}
        {plan === null && error === null && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Pricing one year for each domain…</Text>
          </Group>
        )}
        {plan && quote && (
          <>
            {leftOutCount > 0 && (
              <Alert color="yellow" variant="light">
                <Text size="sm" fw={700}>
                  {domainsText(leftOutCount)} left out
                </Text>
                {leftOut.map((text) => (
                  <Text key={text} size="sm">
                    {text}
                  </Text>
                ))}
              </Alert>
            )}
            {plan.renewable > plan.lines.length && (
              <Alert color="yellow" variant="light">
                {domainsText(plan.renewable)} can be renewed; the {plan.lines.length} expiring
                soonest are renewed now.
              </Alert>
            )}
            <RenewalLines plan={plan} currency={currency} />
            <Table fz="sm" withRowBorders={false} aria-label="Renewal quote">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Renewals (1 year each)</Table.Td>
                  <Table.Td ta="right">{items.length - problems.length}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={600}>Credits needed</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(quote.total, currency)}
                    {unknown.length > 0 && ` + ${unknown.length} unknown`}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Balance</Table.Td>
                  <Table.Td ta="right">
                    {quote.balance.amount === null
                      ? 'unknown'
                      : formatMoney(quote.balance.amount, currency)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {!quote.covered && (
              <Alert color="red" variant="light">
                The balance does not cover these renewals
                {quote.shortfall !== '0.00'
                  ? `: ${formatMoney(quote.shortfall, currency)} missing`
                  : ''}
                . Add credits before checking out.
              </Alert>
            )}
            {unknown.length > 0 && (
              <Alert color="orange" variant="light">
                <Text size="sm" fw={700}>
                  {PREMIUM_UNKNOWN}: {domainsText(unknown.length)}
                </Text>
                <Text size="sm" mb="xs">
                  The provider could not be asked whether these are premium names, so what renewing
                  them costs is not known. They are left out unless you accept that.
                </Text>
                <Checkbox
                  checked={acceptUnknown}
                  onChange={(event) => {
                    setAcceptUnknown(event.currentTarget.checked);
                  }}
                  label={`Renew these ${unknown.length} too, at a premium renewal price not known now`}
                />
              </Alert>
            )}
            {problems.length > 0 && (
              <Alert color="orange" variant="light">
                <Text size="sm" fw={700}>
                  {domainsText(problems.length)} cannot be renewed
                </Text>
                {problems.slice(0, 5).map((item) => (
                  <Text key={item.domain} size="xs">
                    {item.unicodeDomain}: {item.problem}
                  </Text>
                ))}
              </Alert>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void intoCart()} loading={busy} disabled={toCart.length === 0}>
            Put into the cart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

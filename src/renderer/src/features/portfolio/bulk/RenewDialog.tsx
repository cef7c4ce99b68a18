import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { Quote } from '../../../../../shared/ipc/channels/pricing';
import { navigationStore } from '../../../app/navigationStore';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { selectionInput } from '../grid/bridgeInput';
import { domainsText } from './bulkActionText';

/** The most renewals quoted and put into the cart at once (the quote's own limit). */
export const RENEW_LIMIT = 1000;

/**
 * Renewing the selection: a one-year quote against the balance first, then the lines go into
 * the cart, whose checkout asks once more before anything is ordered.
 */
export function RenewDialog({
  selection,
  onClose,
}: {
  selection: PortfolioSelection;
  onClose: () => void;
}) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [selected, setSelected] = useState(0);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const bridge = getBridge();

  useEffect(() => {
    const run = { live: true };
    // Read through a call: the answer may arrive after the view closed.
    const live = () => run.live;
    void (async () => {
      const names = await bridge.portfolioSelectionNames({
        selection: selectionInput(selection),
        limit: RENEW_LIMIT,
      });
      if (!names.ok) {
        if (live()) setError(names.error);
        return;
      }
      const items = names.data.names.map((n) => ({
        domain: n.name,
        operation: 'renew' as const,
        period: 1,
      }));
      const answer = await bridge.pricingQuote({ accountId: selection.accountId, items });
      if (!live()) return;
      setSelected(names.data.total);
      if (answer.ok) setQuote(answer.data);
      else setError(answer.error);
    })();
    return () => {
      run.live = false;
    };
  }, [bridge, selection]);

  const intoCart = async () => {
    if (quote === null) return;
    setBusy(true);
    for (const item of quote.items.filter((line) => line.problem === undefined)) {
      const answer = await bridge.ordersCartPut({
        accountId: selection.accountId,
        item: { domain: item.domain, operation: 'renew', period: item.period },
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

  const problems = quote?.items.filter((item) => item.problem !== undefined) ?? [];
  const currency = quote?.currency ?? null;
  return (
    <Modal opened onClose={onClose} title="Renew the selected domains" size="lg" centered>
      <Stack gap="sm">
        {error && <ErrorAlert error={error} title="The renewal could not be quoted" />}
        {quote === null && error === null && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Pricing one year for each domain…</Text>
          </Group>
        )}
        {quote && (
          <>
            {selected > quote.items.length && (
              <Alert color="yellow" variant="light">
                {domainsText(selected)} are selected; the first {quote.items.length} by name are
                renewed now.
              </Alert>
            )}
            <Table fz="sm" withRowBorders={false} aria-label="Renewal quote">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Renewals (1 year each)</Table.Td>
                  <Table.Td ta="right">{quote.items.length - problems.length}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={600}>Credits needed</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(quote.total, currency)}
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
            {problems.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                title={`${domainsText(problems.length)} cannot be renewed`}
              >
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
          <Button
            onClick={() => void intoCart()}
            loading={busy}
            disabled={quote === null || quote.items.length === problems.length}
          >
            Put into the cart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

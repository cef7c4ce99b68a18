import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { checkoutOfflineReason } from '../../app/connectivityText';
import { useConnectivity } from '../../data/connectivity';
import { useSettings } from '../../data/sharedReads';
import { useJob } from '../../state/jobsStore';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NavigateButton } from '../../components/NavigateButton';
import { AddItemForm } from './AddItemForm';
import { CartDefaultsCard } from './CartDefaultsCard';
import { linesProblems } from './cartDrafts';
import { useCart } from './cartStore';
import { useCartView, useProfiles, useUnknownOrders } from './cartReads';
import { CartTable } from './CartTable';
import { CheckoutDialog } from './CheckoutDialog';
import { CheckoutResults } from './CheckoutResults';
import { QuoteSummary } from './QuoteSummary';

/** The cart: lines to order, their settings and price, the total against the balance, checkout. */
export function CartScreen() {
  const { accountId, lines, items, quote, quoteRead } = useCartView();
  const profiles = useProfiles();
  const unknownOrders = useUnknownOrders(accountId);
  const settings = useSettings();
  const defaults = useCart((s) => s.defaults);
  const eppCodes = useCart((s) => s.eppCodes);
  const removeError = useCart((s) => s.error);
  const checkingOut = useCart((s) => s.checkingOut);
  const checkoutError = useCart((s) => s.checkoutError);
  const checkoutJobId = useCart((s) => s.checkoutJobId);
  const settingsRead = useCart((s) => s.settingsRead);
  const checkout = useCart((s) => s.checkout);
  const checkoutFinished = useCart((s) => s.checkoutFinished);
  const confirming = useCart((s) => s.confirming);
  const confirmQuote = useCart((s) => s.confirmQuote);
  const confirmError = useCart((s) => s.confirmError);
  const openCheckout = useCart((s) => s.openCheckout);
  const closeCheckout = useCart((s) => s.closeCheckout);
  const jobState = useJob(checkoutJobId)?.summary.state;
  const offline = checkoutOfflineReason(useConnectivity(accountId));
  const error =
    lines.status === 'error'
      ? lines.error
      : items.length > 0 && quoteRead.status === 'error'
        ? quoteRead.error
        : removeError;

  const settingsData = settings.status === 'ok' ? settings.data : null;
  useEffect(() => {
    if (settingsData !== null) settingsRead(settingsData);
  }, [settingsData, settingsRead]);
  // Once the orders are settled: the new balance, and the cart without what was ordered.
  useEffect(() => {
    if (accountId !== null && jobState !== undefined && jobState !== 'running') {
      void checkoutFinished(accountId);
    }
  }, [accountId, jobState, checkoutFinished]);

  // Going offline closes the dialog for good: it does not come back by itself when online.
  useEffect(() => {
    if (offline !== null && confirming) closeCheckout();
  }, [offline, confirming, closeCheckout]);

  const problems = useMemo(
    () => linesProblems(items, defaults, profiles, eppCodes, unknownOrders),
    [items, defaults, profiles, eppCodes, unknownOrders],
  );
  const blocked = [...problems.values()].filter((list) => list.length > 0).length;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>Cart</Title>
        <AddItemForm />
      </Group>
      {error && (
        <ErrorAlert
          error={error}
          title="The cart could not be priced"
          onRetry={() => {
            lines.reload();
            quoteRead.reload();
          }}
        />
      )}
      {checkoutJobId !== null && <CheckoutResults jobId={checkoutJobId} />}
      {lines.status !== 'ok' ? null : items.length === 0 ? (
        <Card withBorder padding="lg">
          <Text fw={600}>The cart is empty</Text>
          <Text size="sm" c="dimmed" mb="sm">
            Search for names and add the available ones, or add a transfer or renewal above.
          </Text>
          <NavigateButton screen="search" w="fit-content">
            Search for names
          </NavigateButton>
        </Card>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Stack gap="sm">
              <CartDefaultsCard />
              <CartTable problems={problems} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <Stack gap="sm">
              {quote && (
                <QuoteSummary
                  quote={quote}
                  blocked={blocked}
                  busy={checkingOut}
                  offline={offline}
                  onCheckout={() => {
                    if (accountId !== null) void openCheckout(accountId);
                  }}
                />
              )}
              {checkoutError && <ErrorAlert error={checkoutError} title="Checkout did not start" />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <CheckoutDialog
        quote={confirmQuote}
        error={confirmError}
        opened={confirming && offline === null}
        busy={checkingOut}
        onCancel={closeCheckout}
        onConfirm={() => {
          if (accountId !== null) void checkout(accountId);
        }}
      />
    </Stack>
  );
}

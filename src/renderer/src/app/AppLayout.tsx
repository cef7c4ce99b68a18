import { AppShell, Badge, Box, Button, Group, Kbd, NavLink, Title } from '@mantine/core';
import { palette } from './palette';
import { lazy, Suspense, useEffect } from 'react';
import { getBridge } from '../bridge';
import { useAfterFirstPaint } from '../components/afterFirstPaint';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from '../components/shellSizes';
import { useBridgeRead } from '../data/useBridgeRead';
import { AccountHeader } from './AccountHeader';
import { DemoBanner } from './DemoBanner';
import { UpdateNotice } from './UpdateNotice';
import { NoticesArea } from './NoticesArea';
import { PresetApplyArea } from './PresetApplyArea';
import { PresetOfferArea } from './PresetOfferArea';
import { NotificationBell } from './notifications/NotificationBell';
import { ThemeControl } from './ThemeControl';
import { useCurrentAccount } from '../state/currentAccount';
import { NAV_ITEMS, shortcutText } from './navItems';
import { navigationStore, useNavigation } from '../state/navigationStore';
import type { Screen } from '../state/navigationStore';
import { ScreenView } from './screenViews';
import { useShellShortcuts } from './useShellShortcuts';

// The palette (Spotlight, its modal and list) follows the first paint; Ctrl+K is the shell's
// own shortcut, and opening before the palette is mounted shows it as soon as it is.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((m) => ({ default: m.CommandPalette })),
);

/** Keeps main probing the account this window shows. */
function useWatchedAccount(accountId: string | null): void {
  useEffect(() => {
    void getBridge().connectivityWatch({ accountId });
  }, [accountId]);
}

/** How many lines the account's cart holds, for the navigation's badge. */
function useCartCount(accountId: string | undefined): number {
  const cart = useBridgeRead('orders:cart', accountId === undefined ? null : { accountId });
  return cart.status === 'ok' ? cart.data.length : 0;
}

function Navigation({ screen, cartCount }: { screen: Screen; cartCount: number }) {
  return (
    <AppShell.Navbar p="xs" component="nav" aria-label="Main navigation">
      {NAV_ITEMS.map((item) => (
        <DeferredTooltip
          key={item.screen}
          label={`${item.description} · ${shortcutText(item.key)}`}
          position="right"
          openDelay={400}
        >
          <NavLink
            component="button"
            label={item.label}
            active={screen === item.screen}
            aria-current={screen === item.screen ? 'page' : undefined}
            aria-keyshortcuts={`Control+${item.key}`}
            rightSection={
              item.screen === 'cart' && cartCount > 0 ? (
                // A circle holds one digit; longer counts get a pill, so "10" is never cut.
                <Badge size="sm" circle={cartCount < 10} aria-label={`${cartCount} in the cart`}>
                  {cartCount > 999 ? '999+' : cartCount}
                </Badge>
              ) : (
                <Kbd size="xs" aria-hidden>
                  {shortcutText(item.key)}
                </Kbd>
              )
            }
            onClick={() => {
              navigationStore.getState().navigate(item.screen);
            }}
          />
        </DeferredTooltip>
      ))}
    </AppShell.Navbar>
  );
}

/** The app shell: one header, the navigation on the left, one screen, the palette. */
export function AppLayout() {
  const screen = useNavigation((state) => state.screen);
  const account = useCurrentAccount();
  const cartCount = useCartCount(account?.id);
  useWatchedAccount(account?.id ?? null);
  useShellShortcuts();
  const painted = useAfterFirstPaint();
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          {/* In a narrow window the palette button and the account name give way first; the
              buttons beside them never leave the header. */}
          <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '0 1 auto' }}>
            <Title order={4} data-testid="app-title" style={{ flexShrink: 0 }}>
              DomainDesk
            </Title>
            <DeferredTooltip label={`Go to a screen, a domain or an action · ${shortcutText('K')}`}>
              <Button
                variant="default"
                size="xs"
                miw={110}
                style={{ flex: '0 1 260px' }}
                justify="space-between"
                rightSection={<Kbd size="xs">{shortcutText('K')}</Kbd>}
                onClick={() => {
                  palette.open();
                }}
                aria-keyshortcuts="Control+K"
              >
                Search commands…
              </Button>
            </DeferredTooltip>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '0 1 auto' }}>
            {/* Below 1,200 px the theme is chosen in Settings or the palette. */}
            <Box visibleFrom="lg">
              <ThemeControl />
            </Box>
            <NotificationBell />
            <AccountHeader />
          </Group>
        </Group>
      </AppShell.Header>
      <Navigation screen={screen} cartCount={cartCount} />
      <AppShell.Main>
        <DemoBanner />
        <NoticesArea />
        <UpdateNotice />
        <PresetOfferArea />
        <PresetApplyArea />
        <ScreenView screen={screen} />
      </AppShell.Main>
      {painted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </AppShell>
  );
}

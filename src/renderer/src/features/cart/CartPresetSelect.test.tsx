// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import type { PresetView } from '../../../../shared/ipc/channels/presets';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge, stubFailure } from '../../testing/fakeBridge';
import { presetView } from '../../testing/presetView';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CartItemEditor } from './CartItemEditor';

const PARKING: PresetView = presetView({
  id: 'preset-parking',
  accountId: 'acc',
  name: 'Parking',
  nameservers: ['ns1.park-dns.net', 'ns2.park-dns.net'],
  dns: [{ hostname: '@', type: 'A', address: '192.0.2.80', priority: 0 }],
  lock: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** A registration line that has no preset yet. */
const BARE: CartItemView = {
  id: 7,
  domain: 'parked.net',
  unicodeDomain: 'parked.net',
  operation: 'register',
  period: 1,
  nameservers: ['ns1.park-dns.net', 'ns2.park-dns.net'],
  contactProfileIds: {},
  addons: {},
  domainfields: {},
  addedAt: '2026-11-01T10:00:00.000Z',
};
const LINE: CartItemView = { ...BARE, presetId: PARKING.id };

let presets: PresetView[] = [PARKING];
const bridge = installFakeBridge({
  contactProfilesList: () => [],
  presetsList: () => presets,
  ordersCartPut: () => [LINE],
  ordersCart: () => [LINE],
  ordersCartQuote: () => stubFailure('network', 'offline'),
});

beforeEach(() => {
  presets = [PARKING];
});

function open(item: CartItemView): void {
  knownAccounts([accountSummary({ id: 'acc' })]);
  currentAccountStore.getState().select('acc');
  renderWithMantine(<CartItemEditor item={item} />);
}

const presetBox = () => screen.getByRole('combobox', { name: 'Preset for parked.net' });

describe('the preset of a cart line', () => {
  it('is shown as the line remembers it, with what happens once the domain is active', async () => {
    open(LINE);
    await waitFor(() => {
      expect(presetBox()).toHaveValue('Parking');
    });
    expect(presetBox()).toHaveAccessibleDescription(
      'DNS template and lock (off) applied once the domain is active.',
    );
  });

  it('chosen on a line without one is kept with the line, its parts filling it', async () => {
    open({ ...BARE, nameservers: [] });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Preset for parked.net' }));
    // This DOM leaves the opened list hidden; the browser test (presets.e2e) clicks it shown.
    fireEvent.click(await screen.findByRole('option', { name: 'Parking', hidden: true }));
    await waitFor(() => {
      expect(bridge.inputsOf('ordersCartPut').at(-1)?.item).toMatchObject({
        domain: 'parked.net',
        presetId: PARKING.id,
        nameservers: PARKING.nameservers,
      });
    });
  });

  it('cleared is forgotten by the line, which keeps what it holds', async () => {
    open(LINE);
    await waitFor(() => {
      expect(presetBox()).toHaveValue('Parking');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the preset for parked.net' }));
    await waitFor(() => {
      expect(bridge.inputsOf('ordersCartPut').at(-1)?.item).toEqual(
        expect.not.objectContaining({ presetId: expect.anything() as unknown }),
      );
    });
    expect(bridge.inputsOf('ordersCartPut').at(-1)?.item.nameservers).toEqual(LINE.nameservers);
  });

  it('deleted since it was chosen is said on the line', async () => {
    presets = [];
    open(LINE);
    await waitFor(() => {
      expect(presetBox()).toHaveAccessibleDescription(
        'The preset chosen for this line was deleted: choose another one, or clear it.',
      );
    });
  });
});

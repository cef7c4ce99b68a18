// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../shared/ipc/channels/orders';
import type { PresetView } from '../../../shared/ipc/channels/presets';
import { OrderPresetLine } from '../components/OrderPresetLine';
import { currentAccountStore } from '../state/currentAccount';
import { presetApplyStore } from '../state/presetApplyRequest';
import { accountSummary, knownAccounts } from '../testing/accountSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { runningJob } from '../testing/jobSummary';
import { orderView } from '../testing/orderView';
import { presetView } from '../testing/presetView';
import { renderWithMantine } from '../testing/renderWithMantine';
import { PresetApplyArea } from './PresetApplyArea';

const parking: PresetView = presetView({
  id: 'p-park',
  name: 'Parking',
  dns: [{ hostname: '@', type: 'A', address: '192.0.2.80', priority: 0 }],
  lock: false,
});

const bridge = installFakeBridge({
  presetsList: () => [parking],
  contactProfilesList: () => [],
  portfolioBulkReach: () => ({ total: 1, reached: 1, pending: 0, gone: 0 }),
  presetsApplyPreview: () => runningJob('preview-1', 1, 'Previewing', 'portfolio.copyPreview'),
});

beforeEach(() => {
  knownAccounts([accountSummary({ id: 'acc-1' })]);
  currentAccountStore.getState().select('acc-1');
  presetApplyStore.getState().close();
});

const at = '2026-11-28T09:30:00.000Z';
const order: OrderView = orderView({
  accountId: 'acc-1',
  createdAt: at,
  preset: {
    id: 'p-park',
    name: 'Parking',
    status: { state: 'needs_confirmation', at, detail: '2' },
  },
});

describe('"Apply preset…" asked from an order\'s preset line', () => {
  it('opens the apply dialog on that domain with the preset chosen', async () => {
    renderWithMantine(
      <>
        <OrderPresetLine order={order} />
        <PresetApplyArea />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Apply preset… to parked.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the preset Parking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(bridge.inputsOf('presetsApplyPreview')).toEqual([
      {
        selection: { kind: 'names', accountId: 'acc-1', names: ['parked.com'] },
        presetId: 'p-park',
      },
    ]);
  });

  it('shows none of its domains once the window is on another account', async () => {
    knownAccounts([accountSummary({ id: 'acc-1' }), accountSummary({ id: 'acc-2' })]);
    renderWithMantine(
      <>
        <OrderPresetLine order={order} />
        <PresetApplyArea />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply preset… to parked.com' }));
    await screen.findByRole('dialog', { name: 'Apply the preset Parking' });

    act(() => {
      currentAccountStore.getState().select('acc-2');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

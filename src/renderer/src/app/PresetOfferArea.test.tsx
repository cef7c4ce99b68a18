// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PresetView } from '../../../shared/ipc/channels/presets';
import { currentAccountStore } from '../state/currentAccount';
import { accountSummary, knownAccounts } from '../testing/accountSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { runningJob } from '../testing/jobSummary';
import { presetView } from '../testing/presetView';
import { renderWithMantine } from '../testing/renderWithMantine';
import { PresetOfferArea } from './PresetOfferArea';

const preset = (id: string, name: string, tag: string): PresetView =>
  presetView({ id, name, tag, lock: true });

const bridge = installFakeBridge({
  presetsList: () => [preset('p-vip', 'VIP', 'vip'), preset('p-park', 'Parking', 'parked')],
  contactProfilesList: () => [],
  portfolioBulkReach: ({ selection }) => {
    const total = selection.kind === 'names' ? selection.names.length : 0;
    return { total, reached: total, pending: 0, gone: 0 };
  },
  presetsApplyPreview: () => runningJob('preview-1', 2, 'Previewing', 'portfolio.copyPreview'),
});

beforeEach(() => {
  knownAccounts([
    accountSummary({ id: 'acc-1', label: 'Main' }),
    accountSummary({ id: 'acc-2', label: 'Other' }),
  ]);
  currentAccountStore.getState().select('acc-1');
});

const offer = (presetId: string, presetName: string, tag: string, names: string[]) => ({
  presetId,
  presetName,
  tag,
  names,
});

describe('the offer of a preset to domains that newly got its tag', () => {
  it('waits for main to tell, merges what it tells, and opens the apply dialog on those domains', async () => {
    renderWithMantine(<PresetOfferArea />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      bridge.emit('presets:offered', {
        accountId: 'acc-1',
        offers: [offer('p-vip', 'VIP', 'vip', ['a.com'])],
      });
      bridge.emit('presets:offered', {
        accountId: 'acc-1',
        offers: [offer('p-vip', 'VIP', 'vip', ['b.com', 'a.com'])],
      });
      // Another account's offer waits for that account.
      bridge.emit('presets:offered', {
        accountId: 'acc-2',
        offers: [offer('p-x', 'Elsewhere', 'x', ['x.com'])],
      });
    });
    const alert = await screen.findByRole('alert', { name: 'A preset goes with this tag' });
    expect(alert).toHaveTextContent('2 domains newly tagged vip are offered the preset VIP.');
    expect(within(alert).queryByText(/Elsewhere/)).toBeNull();
    // Nothing is applied, nor even previewed, before the user asks.
    expect(bridge.inputsOf('presetsApplyPreview')).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Apply VIP…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the preset VIP' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    expect(bridge.inputsOf('presetsApplyPreview')).toEqual([
      {
        selection: { kind: 'names', accountId: 'acc-1', names: ['a.com', 'b.com'] },
        presetId: 'p-vip',
      },
    ]);
  });

  it('is gone once dismissed, and shows the other account when it is chosen', async () => {
    renderWithMantine(<PresetOfferArea />);
    act(() => {
      bridge.emit('presets:offered', {
        accountId: 'acc-1',
        offers: [offer('p-park', 'Parking', 'parked', ['one.com'])],
      });
      bridge.emit('presets:offered', {
        accountId: 'acc-2',
        offers: [offer('p-x', 'Elsewhere', 'x', ['x.com', 'y.com'])],
      });
    });
    const alert = await screen.findByRole('alert', { name: 'A preset goes with this tag' });
    expect(alert).toHaveTextContent('1 domain newly tagged parked is offered the preset Parking.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss the preset offer' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      currentAccountStore.getState().select('acc-2');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 domains newly tagged x are offered the preset Elsewhere.',
    );
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../shared/ipc/channels/orders';
import type { OrderPresetStatus } from '../../../shared/presets/orderPresetStatus';
import { presetApplyStore } from '../state/presetApplyRequest';
import { orderView } from '../testing/orderView';
import { renderWithMantine } from '../testing/renderWithMantine';
import { OrderPresetLine } from './OrderPresetLine';

afterEach(() => {
  presetApplyStore.getState().close();
});

/** A placed registration of parked.com that carried the preset Parking, in `status`. */
function order(status?: OrderPresetStatus): OrderView {
  return orderView({
    createdAt: '2026-11-22T10:00:00.000Z',
    preset: { id: 'preset-1', name: 'Parking', ...(status && { status }) },
  });
}

const at = '2026-11-28T09:30:00.000Z';
const applyButton = () => screen.queryByRole('button', { name: 'Apply preset… to parked.com' });

describe("an order's preset line", () => {
  it.each<[string, OrderPresetStatus, string]>([
    [
      'waiting',
      { state: 'waiting', at, detail: null },
      'Preset Parking: waits for the domain to be active',
    ],
    ['applying', { state: 'applying', at, detail: null }, 'Preset Parking: being applied'],
    [
      'applied',
      { state: 'applied', at, detail: 'DNS template, lock off' },
      'Preset Parking: applied on 2026-11-28 (DNS template, lock off)',
    ],
    [
      'deleted',
      { state: 'preset_gone', at, detail: null },
      'Preset Parking: not applied: the preset was deleted',
    ],
    [
      'not placed',
      { state: 'not_placed', at, detail: null },
      'Preset Parking: not applied: the order was not placed',
    ],
  ])('says %s, with nothing to do', (_name, status, text) => {
    renderWithMantine(<OrderPresetLine order={order(status)} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(applyButton()).toBeNull();
  });

  it.each<[string, OrderPresetStatus, string]>([
    [
      'a template that would delete records',
      { state: 'needs_confirmation', at, detail: '2' },
      'Preset Parking: not applied: the template would delete 2 records — Apply preset… to review',
    ],
    [
      'a failure',
      { state: 'failed', at, detail: 'The provider rejected the request.' },
      'Preset Parking: not applied: The provider rejected the request — Apply preset… to try again',
    ],
    [
      'an interruption',
      { state: 'interrupted', at, detail: null },
      "Preset Parking: interrupted: DomainDesk closed while applying it — check the domain's Activity, then Apply preset… if anything is missing",
    ],
  ])(
    'says %s, and opens "Apply preset…" on the domain with the preset',
    async (_n, status, text) => {
      renderWithMantine(<OrderPresetLine order={order(status)} />);
      expect(screen.getByText(text)).toBeInTheDocument();
      const button = applyButton();
      expect(button).not.toBeNull();
      if (button) await userEvent.click(button);
      expect(presetApplyStore.getState().request).toEqual({
        accountId: 'account-1',
        names: ['parked.com'],
        presetId: 'preset-1',
      });
    },
  );

  it('shows nothing for an order whose preset status is not known', () => {
    renderWithMantine(<OrderPresetLine order={order()} />);
    expect(screen.queryByText(/Preset Parking/)).toBeNull();
    expect(applyButton()).toBeNull();
  });
});

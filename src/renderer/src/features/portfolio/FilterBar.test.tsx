// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { SETTINGS_DEFAULTS } from '../../../../shared/ipc/channels/settings';
import { installFakeBridge } from '../../testing/fakeBridge';
import { FilterBar } from './FilterBar';
import { useGrid } from './grid/gridStore';

installFakeBridge({ portfolioTags: () => [], settingsGet: () => SETTINGS_DEFAULTS });

describe('the grid filters counted in days', () => {
  it('reads whole days typed after the label and shows them as days', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FilterBar />);
    const expiring = screen.getByRole('textbox', { name: 'Expires within' });
    await user.type(expiring, '30');
    expect(useGrid.getState().filter.expiringWithinDays).toBe(30);
    await user.tab();
    expect(expiring).toHaveValue('30 days');

    await user.type(screen.getByRole('textbox', { name: 'Not synced for' }), '7');
    expect(useGrid.getState().filter.notSyncedForDays).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(useGrid.getState().filter).toEqual({});
    expect(expiring).toHaveValue('');
  });
});

describe('the Find box', () => {
  it('filters by what is typed, drops blank text, and follows a saved view and Clear filters', async () => {
    const user = userEvent.setup();
    renderWithMantine(<FilterBar />);
    const find = screen.getByRole('textbox', { name: 'Find' });
    await user.type(find, 'shop');
    expect(useGrid.getState().filter.text).toBe('shop');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();

    await user.clear(find);
    await user.type(find, '  ');
    expect(useGrid.getState().filter).toEqual({});
    expect(find).toHaveValue('  ');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    await user.clear(find);
    await user.type(find, 'mail');
    const { filter, sort } = useGrid.getState();
    act(() => {
      useGrid.getActions().clearFilter();
    });
    expect(find).toHaveValue('');
    act(() => {
      useGrid.getActions().applyView({ name: 'Mail', filter, sort });
    });
    expect(find).toHaveValue('mail');
  });
});

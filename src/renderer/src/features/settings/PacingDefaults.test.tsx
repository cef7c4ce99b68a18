// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { installFakeBridge } from '../../testing/fakeBridge';
import { PacingDefaults } from './PacingDefaults';

const bridge = installFakeBridge();

describe('the pacing defaults form', () => {
  it('refuses out-of-range values with the limits main applies, sending nothing', async () => {
    renderWithMantine(<PacingDefaults concurrency={4} intervalMs={0} />);
    const atOnce = screen.getByRole('textbox', { name: 'Requests at once' });
    const pause = screen.getByRole('textbox', { name: 'Pause between requests (ms)' });
    fireEvent.change(atOnce, { target: { value: '999' } });
    fireEvent.change(pause, { target: { value: '-5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save pacing defaults' }));
    await waitFor(() => {
      expect(atOnce).toHaveAccessibleDescription(/At most 16 requests may run at once\./);
    });
    expect(pause).toHaveAccessibleDescription(/The pause cannot be negative\./);
    // Refused, not clamped: the values stay as typed.
    expect(atOnce).toHaveValue('999');
    expect(bridge.calls.map((call) => call.method)).not.toContain('settingsUpdate');
  });
});

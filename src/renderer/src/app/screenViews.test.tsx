// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { ScreenFallback } from './screenViews';

afterEach(() => {
  vi.useRealTimers();
});

/** The fallback as it stands once the screen has been loading for `ms`. */
function spinnerAfter(ms: number): HTMLElement | null {
  vi.useFakeTimers();
  renderWithMantine(<ScreenFallback />);
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  return screen.queryByLabelText('Loading the screen');
}

describe('a screen still loading', () => {
  it('shows nothing at first, so a quick load does not flash a spinner', () => {
    expect(spinnerAfter(200)).toBeNull();
  });

  it('shows a spinner once the load takes a noticeable while', () => {
    expect(spinnerAfter(300)).toBeInTheDocument();
  });
});

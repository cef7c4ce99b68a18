// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { ScreenFallback } from './screenViews';

afterEach(() => {
  vi.useRealTimers();
});

describe('a screen still loading', () => {
  it('shows nothing at first, so a quick load does not flash a spinner', () => {
    vi.useFakeTimers();
    renderWithMantine(<ScreenFallback />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByLabelText('Loading the screen')).toBeNull();
  });

  it('shows a spinner once the load takes a noticeable while', () => {
    vi.useFakeTimers();
    renderWithMantine(<ScreenFallback />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByLabelText('Loading the screen')).toBeInTheDocument();
  });
});

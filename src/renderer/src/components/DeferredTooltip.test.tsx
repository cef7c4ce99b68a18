// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/renderWithMantine';
import { DeferredTooltip } from './DeferredTooltip';

describe('a tooltip attached after the first paint', () => {
  it('keeps the control it describes, focus included, and shows its hint on hover', async () => {
    renderWithMantine(
      <DeferredTooltip label="The domains you keep · Ctrl+2">
        <Button>Portfolio</Button>
      </DeferredTooltip>,
    );
    const control = screen.getByRole('button', { name: 'Portfolio' });
    control.focus();
    expect(screen.queryByRole('tooltip')).toBeNull();

    // Once attached, hovering the same element (never re-created) opens the hint. (Without
    // layout, happy-dom leaves the hint `display: none` as detached: hence `hidden`.)
    await waitFor(() => {
      fireEvent.mouseLeave(control);
      fireEvent.mouseEnter(control);
      expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
        'The domains you keep · Ctrl+2',
      );
    });
    expect(screen.getByRole('button', { name: 'Portfolio' })).toBe(control);
    expect(document.activeElement).toBe(control);
  });

  it('describes its control to a screen reader from the first render, before it attaches', () => {
    renderWithMantine(
      <>
        <DeferredTooltip label="Go to a screen · Ctrl+K">
          <Button aria-describedby="more">Command palette</Button>
        </DeferredTooltip>
        <p id="more">Also from the menu</p>
      </>,
    );
    const control = screen.getByRole('button', { name: 'Command palette' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(control).toHaveAccessibleDescription('Also from the menu Go to a screen · Ctrl+K');
  });
});

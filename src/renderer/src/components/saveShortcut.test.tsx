// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleSaveKey, useSaveShortcut } from './saveShortcut';

function Editor(props: {
  name: string;
  changed: boolean;
  blocked?: boolean;
  dialog?: boolean;
  onSave: () => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const note = useSaveShortcut({
    scope: () => area.current,
    changed: props.changed,
    blocked: props.blocked ?? false,
    dialog: props.dialog ?? false,
    onSave: props.onSave,
  });
  return (
    <div ref={area}>
      <input aria-label={`${props.name} field`} />
      <p role="status" aria-label={`${props.name} note`}>
        {note}
      </p>
    </div>
  );
}

/** Presses Ctrl+S as the window sees it; answers whether the browser's own save was stopped. */
function pressCtrlS(): boolean {
  const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
  act(() => {
    handleSaveKey(event, 'Ctrl+S');
  });
  return event.defaultPrevented;
}

describe('Ctrl+S in the editors', () => {
  afterEach(cleanup);

  it('saves the editor holding the focus, even when another one has changes too', () => {
    const dns = vi.fn();
    const mail = vi.fn();
    render(
      <>
        <Editor name="DNS" changed onSave={dns} />
        <Editor name="Mail" changed onSave={mail} />
      </>,
    );
    screen.getByLabelText('Mail field').focus();
    expect(pressCtrlS()).toBe(true);
    expect(mail).toHaveBeenCalledTimes(1);
    expect(dns).not.toHaveBeenCalled();
  });

  it('saves the only editor with changes when the focus is in none, never one of several', () => {
    const dns = vi.fn();
    const mail = vi.fn();
    const { rerender } = render(
      <>
        <Editor name="DNS" changed={false} onSave={dns} />
        <Editor name="Mail" changed onSave={mail} />
      </>,
    );
    expect(pressCtrlS()).toBe(true);
    expect(mail).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <Editor name="DNS" changed onSave={dns} />
        <Editor name="Mail" changed onSave={mail} />
      </>,
    );
    expect(pressCtrlS()).toBe(true);
    expect(dns).not.toHaveBeenCalled();
    expect(mail).toHaveBeenCalledTimes(1);
  });

  it('says why nothing was saved: no changes, or problems to fix; the note goes with the edits', () => {
    const save = vi.fn();
    const { rerender } = render(<Editor name="DNS" changed={false} onSave={save} />);
    screen.getByLabelText('DNS field').focus();
    expect(pressCtrlS()).toBe(true);
    expect(screen.getByLabelText('DNS note').textContent).toBe('No changes to save.');
    rerender(<Editor name="DNS" changed blocked onSave={save} />);
    expect(screen.getByLabelText('DNS note').textContent).toBe('');
    pressCtrlS();
    expect(screen.getByLabelText('DNS note').textContent).toBe(
      'Fix the problems shown before saving.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('lets an open review dialog take the key, and leaves other keys alone', () => {
    const editor = vi.fn();
    const review = vi.fn();
    render(
      <>
        <Editor name="DNS" changed onSave={editor} />
        <Editor name="Review" changed dialog onSave={review} />
      </>,
    );
    screen.getByLabelText('DNS field').focus();
    pressCtrlS();
    expect(review).toHaveBeenCalledTimes(1);
    expect(editor).not.toHaveBeenCalled();
    const other = new KeyboardEvent('keydown', { key: 's', cancelable: true });
    handleSaveKey(other, 'Ctrl+S');
    expect(other.defaultPrevented).toBe(false);
  });
});

import { Popover } from '@mantine/core';
import { useRef, useState } from 'react';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { NotesEditor } from '../../../components/NotesEditor';

/**
 * The Notes cell: the note's first line, a button that opens its editor in a popover. The
 * popover is made only while open, so rows scrolled by cost a plain button each. Clicks and
 * keys stay inside the cell: Enter here edits the note, it does not open the domain.
 */
export function NotesCell({ row }: { row: PortfolioRow }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The editor took focus away; the cell gets it back, as a dialog gives it back.
    requestAnimationFrame(() => button.current?.focus());
  };
  const firstLine = row.notes.split('\n', 1)[0] ?? '';
  const cell = (
    <button
      ref={button}
      type="button"
      className="dd-cell dd-cell-notes"
      title={row.notes || undefined}
      aria-label={`Notes on ${row.unicodeName}: ${row.notes === '' ? 'none' : row.notes}. Edit`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setOpen(!open);
      }}
    >
      {row.notes === '' ? <span className="dd-cell-dimmed">Add a note</span> : firstLine}
    </button>
  );
  return (
    <span
      className="dd-cell-notesWrap"
      onClick={(event) => {
        event.stopPropagation();
      }}
      onDoubleClick={(event) => {
        event.stopPropagation();
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
      }}
    >
      {open ? (
        <Popover
          opened
          onDismiss={close}
          trapFocus
          width={380}
          withArrow
          shadow="md"
          position="bottom-start"
        >
          <Popover.Target>{cell}</Popover.Target>
          <Popover.Dropdown role="dialog" aria-label={`Notes on ${row.unicodeName}`}>
            <NotesEditor domain={row} autoFocus onSaved={close} onCancel={close} />
          </Popover.Dropdown>
        </Popover>
      ) : (
        cell
      )}
    </span>
  );
}

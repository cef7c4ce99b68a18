import { memo } from 'react';
import type { MouseEvent } from 'react';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { renderCell } from './cells';
import type { ColumnId } from './columnIds';

export interface GridRowHandlers {
  readonly onClick: (event: MouseEvent, index: number, name: string) => void;
  readonly onOpen: (name: string) => void;
  /** The row's checkbox; `range` when shift-clicked (ticks from the anchor to this row). */
  readonly onTick: (index: number, name: string, range: boolean) => void;
}

/**
 * One row of the grid. Memoised: a scroll step, a page arriving or a tick elsewhere renders
 * only the rows whose content, selection or focus changed, not every row drawn.
 */
export const GridRow = memo(function GridRow({
  index,
  start,
  row,
  ticked,
  active,
  columns,
  widths,
  handlers,
}: {
  index: number;
  start: number;
  row: PortfolioRow | undefined;
  ticked: boolean;
  active: boolean;
  columns: readonly ColumnId[];
  widths: readonly number[];
  handlers: GridRowHandlers;
}) {
  const now = new Date();
  return (
    <div
      id={`portfolio-row-${index}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={ticked}
      className={`dd-grid-row${active ? ' dd-grid-active' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
      onClick={(event) => {
        if (row) handlers.onClick(event, index, row.name);
      }}
      onDoubleClick={() => {
        if (row) handlers.onOpen(row.name);
      }}
    >
      <div role="gridcell" className="dd-grid-checkCell">
        {row && (
          <input
            type="checkbox"
            className="dd-grid-check"
            aria-label={`Select ${row.unicodeName}`}
            checked={ticked}
            // The click (mouse or space bar) does the ticking: only it tells whether shift is down.
            readOnly
            onClick={(event) => {
              event.stopPropagation();
              handlers.onTick(index, row.name, event.shiftKey);
            }}
          />
        )}
      </div>
      {row === undefined ? (
        <div role="gridcell" className="dd-grid-cell">
          <span className="dd-cell dd-cell-dimmed">Loading…</span>
        </div>
      ) : (
        columns.map((id, at) => (
          <div key={id} role="gridcell" className="dd-grid-cell" style={{ width: widths[at] }}>
            {renderCell(id, row, now)}
          </div>
        ))
      )}
    </div>
  );
});

import { Box, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { ColumnId } from './columnIds';
import { COLUMN_LABELS, COLUMN_SORT } from './columnIds';
import { columnWidth, useGrid } from './gridStore';
import './portfolioGrid.css';

function ResizeHandle({ id }: { id: ColumnId }) {
  const layout = useGrid((state) => state.layout);
  const resize = useGrid((state) => state.resizeColumn);
  const width = columnWidth(layout, id);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const startX = event.clientX;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => {
      resize(id, width + moved.clientX - startX);
    };
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      resize(id, width + (event.key === 'ArrowRight' ? 16 : -16));
    }
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize the ${COLUMN_LABELS[id]} column`}
      aria-valuenow={width}
      tabIndex={0}
      className="dd-grid-resizer"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}

/** The column headers: sort on click (again for the other direction), resize by the edge. */
export const GridHeader = memo(function GridHeader({
  columns,
  allTicked,
  someTicked,
  onTickAll,
}: {
  columns: readonly ColumnId[];
  allTicked: boolean;
  someTicked: boolean;
  onTickAll: () => void;
}) {
  const layout = useGrid((state) => state.layout);
  const sort = useGrid((state) => state.sort);
  const sortBy = useGrid((state) => state.sortBy);
  return (
    <div role="row" aria-rowindex={1} className="dd-grid-headerRow">
      <div role="columnheader" className="dd-grid-checkCell">
        <Checkbox
          size="xs"
          aria-label="Select all domains matching the filter"
          checked={allTicked}
          indeterminate={!allTicked && someTicked}
          onChange={onTickAll}
        />
      </div>
      {columns.map((id) => {
        const key = COLUMN_SORT[id];
        const active = key !== undefined && sort.key === key;
        const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
        return (
          <Box
            key={id}
            role="columnheader"
            aria-sort={key === undefined ? undefined : ariaSort}
            className="dd-grid-headerCell"
            style={{ width: columnWidth(layout, id) }}
          >
            {key === undefined ? (
              <Text size="xs" fw={700} truncate>
                {COLUMN_LABELS[id]}
              </Text>
            ) : (
              <UnstyledButton
                className="dd-grid-sortButton"
                onClick={() => {
                  sortBy(key);
                }}
              >
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" fw={700} truncate>
                    {COLUMN_LABELS[id]}
                  </Text>
                  <Text size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
                    {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                  </Text>
                </Group>
              </UnstyledButton>
            )}
            <ResizeHandle id={id} />
          </Box>
        );
      })}
    </div>
  );
});

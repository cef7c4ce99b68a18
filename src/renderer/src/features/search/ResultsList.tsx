import { Checkbox, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { openDomain } from '../../state/navigationStore';
import { clickSelection, isSelectable, selectableBetween, toggled } from './listSelection';
import { ResultRow, resultRowId } from './ResultRow';
import type { SearchRow } from './searchRows';
import { searchStores, useSearch } from './searchStore';
import { SortHeader } from './SortHeader';
import './resultsList.css';

const ROW_HEIGHT = 32;

/**
 * The results as one virtualised list: only the rows in view (plus a few) are drawn, however
 * many stream in. Click ticks a name alone, ctrl/cmd-click toggles it, shift-click ticks the
 * range from the last clicked; arrows move, space ticks, Enter opens one of the account's own
 * domains, ctrl+A ticks every available name, Escape clears.
 */
export function ResultsList({ rows }: { rows: readonly SearchRow[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sort = useSearch((s) => s.sort);
  const period = useSearch((s) => s.period);
  const selected = useSearch((s) => s.selected);
  const setState = useSearch((s) => s.set);
  const [activeIndex, setActive] = useState(0);
  const [anchor, setAnchor] = useState<string | null>(null);
  const active = Math.max(0, Math.min(activeIndex, rows.length - 1));
  const selectable = useMemo(() => selectableBetween(rows, 0, rows.length - 1), [rows]);
  const ticked = useMemo(
    () => selectable.filter((name) => selected.has(name)).length,
    [selectable, selected],
  );
  const years = period === 1 ? '1 yr' : `${period} yrs`;

  // The virtualizer's functions change every render by design; this component re-renders with it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A row with a second line (an IDN's ASCII form, a note) or a wrapped name is taller; where
    // nothing is laid out (no height measured) a row counts as one line.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();

  const select = (names: ReadonlySet<string>) => {
    setState({ selected: names });
  };
  const onRowClick = useCallback(
    (event: MouseEvent, index: number) => {
      setActive(index);
      const current = searchStores.current().getState();
      const shift = event.shiftKey && anchor !== null;
      current.set({
        selected: clickSelection(current.selected, rows, index, anchor, {
          shift,
          toggle: event.ctrlKey || event.metaKey,
        }),
      });
      if (!shift) setAnchor(rows[index]?.domain ?? null);
    },
    [rows, anchor],
  );
  const onTick = useCallback(
    (index: number) => {
      setActive(index);
      setAnchor(rows[index]?.domain ?? null);
    },
    [rows],
  );

  const moveTo = (index: number, extend: boolean) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
    if (!extend) {
      setAnchor(rows[next]?.domain ?? null);
      return;
    }
    const from = anchor ?? rows[active]?.domain ?? null;
    if (anchor === null) setAnchor(from);
    select(clickSelection(selected, rows, next, from, { shift: true }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 320) / ROW_HEIGHT) - 2);
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
    };
    const row = rows[active];
    // Keys pressed on a control inside the list (a header's checkbox or sort button) are its own.
    const onList = event.target === event.currentTarget;
    // Moving from a row's checkbox hands the focus back to the list, so Space ticks the new row.
    if (!onList && (event.key in steps || event.key === 'Home' || event.key === 'End')) {
      event.currentTarget.focus();
    }
    if (event.key in steps) {
      event.preventDefault();
      moveTo(active + (steps[event.key] ?? 0), event.shiftKey);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : rows.length - 1, event.shiftKey);
    } else if (event.key === ' ' && onList && row !== undefined) {
      event.preventDefault();
      if (isSelectable(row)) select(toggled(selected, [row.domain], !selected.has(row.domain)));
      setAnchor(row.domain);
    } else if (event.key === 'Enter' && onList && row?.inPortfolio === true) {
      openDomain(row.domain);
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      select(toggled(selected, selectable, true));
    } else if (event.key === 'Escape' && selected.size > 0) {
      select(new Set());
    }
  };

  const onSort = (next: typeof sort) => {
    setState({ sort: next });
  };
  const activeDrawn = items.some((item) => item.index === active);
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Search results"
      aria-rowcount={rows.length + 1}
      aria-multiselectable
      aria-activedescendant={activeDrawn ? resultRowId(active) : undefined}
      tabIndex={0}
      className="dd-results-viewport"
      onKeyDown={onKeyDown}
    >
      <div role="row" aria-rowindex={1} className="dd-results-header">
        <div role="columnheader" className="dd-results-cell">
          <Checkbox
            size="xs"
            aria-label="Select every available name"
            checked={selectable.length > 0 && ticked === selectable.length}
            indeterminate={ticked > 0 && ticked < selectable.length}
            disabled={selectable.length === 0}
            onChange={(event) => {
              select(toggled(selected, selectable, event.currentTarget.checked));
            }}
          />
        </div>
        <SortHeader label="Domain" sortKey="domain" sort={sort} onSort={onSort} />
        <SortHeader label="TLD" sortKey="tld" sort={sort} onSort={onSort} />
        <SortHeader label="Availability" sortKey="availability" sort={sort} onSort={onSort} />
        <SortHeader
          label={`Register (${years})`}
          sortKey="price"
          sort={sort}
          align="right"
          onSort={onSort}
        />
        <div role="columnheader" className="dd-results-cell dd-results-money">
          <Text size="xs" fw={700}>
            Renew ({years})
          </Text>
        </div>
      </div>
      <div
        role="rowgroup"
        className="dd-results-body"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <ResultRow
              key={row.domain}
              row={row}
              index={item.index}
              start={item.start}
              ticked={selected.has(row.domain)}
              active={item.index === active}
              onClick={onRowClick}
              onTick={onTick}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
      </div>
    </div>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { KeyboardEvent } from 'react';
import { openDomain } from '../../../state/navigationStore';
import { GridHeader } from './GridHeader';
import { GridRow } from './GridRow';
import type { GridRowHandlers } from './GridRow';
import { positionOf, rememberPosition } from './gridPositions';
import { columnWidth, useGrid } from './gridStore';
import type { RowWindow } from './rowWindow';
import { isSelected, selectedCount } from './selectionModel';
import './portfolioGrid.css';

const ROW_HEIGHT = 32;

/**
 * The portfolio as one virtualised grid: only the rows in view (plus a few) are in the DOM,
 * and only the pages around them are held. Click selects, ctrl/cmd-click toggles,
 * shift-click extends (on a checkbox it adds the range); arrows move, shift+arrows extend,
 * space ticks, Enter opens the domain, ctrl+A ticks every domain matching the filter. The
 * scroll position and active row are kept per account for when the grid is shown again. Memoised: a keystroke in a filter renders it only once rows for
 * the new filter arrive.
 */
export const PortfolioGrid = memo(function PortfolioGrid({
  rows,
  accountId,
  fromTop,
  total,
  height,
}: {
  rows: RowWindow;
  /** The account of these rows. */
  accountId: string | null;
  /** The rows answer a new filter or sort: show them from the first. */
  fromTop: boolean;
  total: number;
  height: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const layout = useGrid((state) => state.layout);
  const selection = useGrid((state) => state.selection);
  const { click, toggle, tickRange, extend, selectAll, clearSelection } = useGrid.getActions();
  const [active, setActive] = useState(0);
  const extendingTo = useRef<number | null>(null);
  // The keyboard moved the active row since the anchor was set: shift+arrow starts from there.
  const movedSinceAnchor = useRef(false);
  // Until the first rows are placed, the scroll position is not the user's: not remembered.
  const placing = useRef(true);
  const columns = useMemo(() => layout.order.filter((id) => !layout.hidden.includes(id)), [layout]);
  const widths = useMemo(() => columns.map((id) => columnWidth(layout, id)), [columns, layout]);
  const width = 36 + widths.reduce((sum, each) => sum + each, 0);
  // Re-render when a page arrives; the rows themselves re-render only if theirs did.
  useSyncExternalStore(rows.subscribe, rows.version);

  // The virtualizer's functions change every render by design; this component re-renders with it.
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useLayoutEffect(() => {
    const saved = fromTop && accountId !== null && total > 0 ? positionOf(accountId) : undefined;
    if (saved) {
      virtualizer.scrollToOffset(saved.scrollTop);
      setActive(Math.min(saved.active, total - 1));
      // Back from a domain page the focus was on a control now gone: it goes to the grid.
      const focus = document.activeElement;
      if (placing.current && (focus === null || focus === document.body)) {
        scrollRef.current?.focus({ preventScroll: true });
      }
    } else if (fromTop) virtualizer.scrollToOffset(0);
    if (total > 0) placing.current = false;
    // Only when other rows arrive; the virtualizer itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, fromTop]);
  const remember = useCallback(() => {
    const element = scrollRef.current;
    if (placing.current || accountId === null || element === null) return;
    rememberPosition(accountId, { scrollTop: element.scrollTop, active });
  }, [accountId, active]);
  useEffect(remember, [remember]);
  useEffect(() => {
    rows.show(Math.max(0, first - 20), last + 20);
  }, [rows, first, last]);

  const count = selectedCount(selection, total);
  const onTickAll = useCallback(() => {
    if (count === total && total > 0) clearSelection();
    else selectAll();
  }, [count, total, clearSelection, selectAll]);

  const nameAt = (index: number) => rows.rowAt(index)?.name;
  const handlers = useMemo<GridRowHandlers>(
    () => ({
      onClick(event, index, name) {
        setActive(index);
        movedSinceAnchor.current = false;
        click(index, name, { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey });
      },
      onOpen(name) {
        openDomain(name);
      },
      onTick(index, name, range) {
        setActive(index);
        movedSinceAnchor.current = false;
        if (range) tickRange(index, name);
        else toggle(index, name);
      },
    }),
    [click, toggle, tickRange],
  );

  const moveTo = (index: number, extending: boolean) => {
    const next = Math.max(0, Math.min(total - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
    extendingTo.current = extending ? next : null;
    const fromName = nameAt(active);
    if (!extending || fromName === undefined) {
      movedSinceAnchor.current = true;
      return;
    }
    const from = { index: active, name: fromName };
    // Shift+End far down: the row moved to may not be loaded yet; its name is all a run needs.
    // A later move wins over one still waiting for its row.
    void rows.load(next, next).then(() => {
      const name = nameAt(next);
      if (name === undefined || extendingTo.current !== next) return;
      extend(from, { index: next, name }, movedSinceAnchor.current);
      movedSinceAnchor.current = false;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 320) / ROW_HEIGHT) - 1);
    const name = nameAt(active);
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
    };
    if (event.key in steps) {
      event.preventDefault();
      moveTo(active + (steps[event.key] ?? 0), event.shiftKey);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : total - 1, event.shiftKey);
    } else if (event.key === ' ' && name !== undefined) {
      event.preventDefault();
      toggle(active, name);
    } else if (event.key === 'Enter' && name !== undefined) {
      openDomain(name);
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      selectAll();
    } else if (event.key === 'Escape') {
      clearSelection();
    }
  };

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label="Portfolio"
      aria-rowcount={total + 1}
      aria-multiselectable
      aria-activedescendant={total > 0 ? `portfolio-row-${active}` : undefined}
      tabIndex={0}
      className="dd-grid-viewport"
      style={{ height }}
      onKeyDown={onKeyDown}
      onScroll={remember}
    >
      <GridHeader
        columns={columns}
        allTicked={total > 0 && count === total}
        someTicked={count > 0}
        onTickAll={onTickAll}
      />
      <div
        role="rowgroup"
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width }}
      >
        {items.map((item) => {
          const row = rows.rowAt(item.index);
          return (
            <GridRow
              key={item.key}
              index={item.index}
              start={item.start}
              row={row}
              ticked={row !== undefined && isSelected(selection, row.name, item.index)}
              active={item.index === active}
              columns={columns}
              widths={widths}
              handlers={handlers}
            />
          );
        })}
      </div>
    </div>
  );
});

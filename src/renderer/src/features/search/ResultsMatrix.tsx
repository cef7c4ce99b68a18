import { Anchor, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { openDomain } from '../../state/navigationStore';
import { formatMoney } from '../../components/money';
import { HIDDEN_PREMIUM } from './searchRows';
import type { SearchRow } from './searchRows';
import { DomainCheckbox } from './DomainCheckbox';
import './resultsList.css';

/** Every row's height, fixed so the rows not drawn can be stood for exactly: two lines, for a
 * premium price's mark under it. */
const ROW_HEIGHT = 44;
/** A price with its tick ("☐ 2,125.00", the currency in the header) and room to spare. */
const TLD_WIDTH = 90;
const NAME_WIDTH = 128;

/** Stands for the rows above or below those drawn; hidden from assistive technology. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** Rows grouped by name, with the TLD columns in the order they first appear. */
export function matrixOf(rows: readonly SearchRow[]): {
  tlds: string[];
  labels: { label: string; cells: Map<string, SearchRow> }[];
} {
  const tlds: string[] = [];
  const byLabel = new Map<string, Map<string, SearchRow>>();
  for (const row of rows) {
    if (!tlds.includes(row.tld)) tlds.push(row.tld);
    const cells = byLabel.get(row.unicodeLabel) ?? new Map<string, SearchRow>();
    cells.set(row.tld, row);
    byLabel.set(row.unicodeLabel, cells);
  }
  return { tlds, labels: [...byLabel].map(([label, cells]) => ({ label, cells })) };
}

function Cell({ row, currency }: { row: SearchRow | undefined; currency: string | null }) {
  if (row === undefined)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  if (row.inPortfolio) {
    return (
      <Anchor
        component="button"
        type="button"
        size="xs"
        aria-label={`${row.unicodeDomain}: in your portfolio, open its domain page`}
        onClick={() => {
          openDomain(row.domain);
        }}
      >
        In your portfolio
      </Anchor>
    );
  }
  if (row.premiumHidden) {
    return (
      <Text size="xs" c="grape" title={HIDDEN_PREMIUM}>
        Premium — hidden
      </Text>
    );
  }
  if (row.availability !== 'available') {
    return (
      <Text size="xs" c={row.availability === 'error' ? 'red' : 'dimmed'}>
        {row.availability === 'unavailable'
          ? 'Taken'
          : row.availability === 'error'
            ? 'Cannot check'
            : 'Unknown'}
      </Text>
    );
  }
  return (
    <DomainCheckbox
      domain={row.domain}
      unicodeDomain={row.unicodeDomain}
      label={
        // The currency is said once, in the header, so that a price fits its column whole.
        <Text size="xs" c="green" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(row.registerPrice, row.currency === currency ? null : row.currency)}
          {row.premium && (
            <Text span display="block" size="xs" c="grape" fw={700}>
              Premium
            </Text>
          )}
        </Text>
      }
    />
  );
}

/** The results as names × TLDs: every cell one domain, available ones ticked for the cart. */
export function ResultsMatrix({ rows }: { rows: readonly SearchRow[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { tlds, labels } = useMemo(() => matrixOf(rows), [rows]);
  // The virtualizer's functions change every render by design; this component re-renders with it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: labels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A long name wraps and makes its row taller; where nothing is laid out a row is one line.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const currency = rows.find((row) => row.currency !== null)?.currency ?? null;
  // Spacer rows stand for the names not drawn, so the table keeps its native semantics.
  const above = items[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} className="dd-matrix-viewport">
      {/* Wider than its pane (many TLDs), the table scrolls sideways with the names kept in view. */}
      <Table
        withTableBorder
        withColumnBorders
        stickyHeader
        verticalSpacing={3}
        horizontalSpacing={6}
        fz="sm"
        className="dd-matrix"
        layout="fixed"
        miw={NAME_WIDTH + tlds.length * TLD_WIDTH}
        aria-label="Results matrix"
        aria-rowcount={labels.length + 1}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {/* The names take what the TLD columns leave, never less than their least width. */}
            <Table.Th w={`max(${NAME_WIDTH}px, calc(100% - ${tlds.length * TLD_WIDTH}px))`}>
              Name
              {currency !== null && (
                <Text span display="block" size="xs" c="dimmed" fw={400}>
                  Prices in {currency}
                </Text>
              )}
            </Table.Th>
            {tlds.map((tld) => (
              <Table.Th key={tld} style={{ overflowWrap: 'anywhere' }}>
                .{tld}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {above > 0 && <Spacer height={above} columns={tlds.length + 1} />}
          {items.map((item) => {
            const entry = labels[item.index];
            if (entry === undefined) return null;
            return (
              <Table.Tr
                key={entry.label}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                h={ROW_HEIGHT}
                className={item.index % 2 === 1 ? 'dd-results-striped' : undefined}
              >
                <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {entry.label}
                </Table.Td>
                {tlds.map((tld) => (
                  <Table.Td key={tld}>
                    <Cell row={entry.cells.get(tld)} currency={currency} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {below > 0 && <Spacer height={below} columns={tlds.length + 1} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

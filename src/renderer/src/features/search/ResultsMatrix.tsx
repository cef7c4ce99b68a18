import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../components/money';
import type { SearchRow } from './searchRows';
import { DomainCheckbox } from './DomainCheckbox';

const LABELS_PER_PAGE = 50;

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

function Cell({ row }: { row: SearchRow | undefined }) {
  if (row === undefined)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
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
        <Text size="xs" c="green" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.premium ? 'Premium ' : ''}
          {formatMoney(row.registerPrice, row.currency)}
        </Text>
      }
    />
  );
}

/** The results as names × TLDs: every cell one domain, available ones ticked for the cart. */
export function ResultsMatrix({ rows }: { rows: readonly SearchRow[] }) {
  const [page, setPage] = useState(1);
  const { tlds, labels } = useMemo(() => matrixOf(rows), [rows]);
  const pages = Math.max(1, Math.ceil(labels.length / LABELS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = labels.slice((current - 1) * LABELS_PER_PAGE, current * LABELS_PER_PAGE);
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={160 + tlds.length * 115}>
        <Table
          withTableBorder
          withColumnBorders
          striped
          verticalSpacing={3}
          fz="sm"
          aria-label="Results matrix"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {tlds.map((tld) => (
                <Table.Th key={tld}>.{tld}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map(({ label, cells }) => (
              <Table.Tr key={label}>
                <Table.Td fw={500}>{label}</Table.Td>
                {tlds.map((tld) => (
                  <Table.Td key={tld}>
                    <Cell row={cells.get(tld)} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination size="sm" total={pages} value={current} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

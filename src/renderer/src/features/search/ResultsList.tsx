import { Checkbox, Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../components/money';
import { AvailabilityBadge } from './AvailabilityBadge';
import { DomainCheckbox } from './DomainCheckbox';
import type { SearchRow } from './searchRows';
import { SortHeader } from './SortHeader';
import { useSearch } from './searchStore';

export const PAGE_SIZE = 100;

/** The results as a list, one domain a row, a page at a time so thousands stay quick. */
export function ResultsList({
  rows,
  pageSize = PAGE_SIZE,
}: {
  rows: readonly SearchRow[];
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const sort = useSearch((s) => s.sort);
  const period = useSearch((s) => s.period);
  const selected = useSearch((s) => s.selected);
  const setState = useSearch((s) => s.set);
  const toggle = useSearch((s) => s.toggleSelected);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const pageRows = rows.slice((current - 1) * pageSize, current * pageSize);
  const selectable = pageRows.filter((row) => row.availability === 'available');
  const allOnPage = selectable.length > 0 && selectable.every((row) => selected.has(row.domain));
  const years = period === 1 ? '1 yr' : `${period} yrs`;

  return (
    <>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={3}
        fz="sm"
        aria-label="Search results"
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                size="xs"
                aria-label="Select every available name on this page"
                checked={allOnPage}
                disabled={selectable.length === 0}
                onChange={(event) => {
                  toggle(
                    selectable.map((row) => row.domain),
                    event.currentTarget.checked,
                  );
                }}
              />
            </Table.Th>
            <SortHeader
              label="Domain"
              sortKey="domain"
              sort={sort}
              onSort={(s) => {
                setState({ sort: s });
              }}
            />
            <SortHeader
              label="TLD"
              sortKey="tld"
              sort={sort}
              onSort={(s) => {
                setState({ sort: s });
              }}
            />
            <SortHeader
              label="Availability"
              sortKey="availability"
              sort={sort}
              onSort={(s) => {
                setState({ sort: s });
              }}
            />
            <SortHeader
              label={`Register (${years})`}
              sortKey="price"
              sort={sort}
              align="right"
              onSort={(s) => {
                setState({ sort: s });
              }}
            />
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Renew ({years})
            </Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((row) => (
            <Table.Tr key={row.domain}>
              <Table.Td>
                {row.availability === 'available' && (
                  <DomainCheckbox domain={row.domain} unicodeDomain={row.unicodeDomain} />
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" span fw={500}>
                  {row.unicodeDomain}
                </Text>
                {row.unicodeDomain !== row.domain && (
                  <Text size="xs" c="dimmed" span ml={6}>
                    {row.domain}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>.{row.tld}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <AvailabilityBadge availability={row.availability} />
                  {row.premium && (
                    <Text size="xs" c="grape" fw={700}>
                      Premium
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.registerPrice, row.currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.renewPrice, row.currency)}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {row.note ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">
            Rows {(current - 1) * pageSize + 1}–{Math.min(current * pageSize, rows.length)} of{' '}
            {rows.length}
          </Text>
          <Pagination
            size="sm"
            total={pages}
            value={current}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </>
  );
}

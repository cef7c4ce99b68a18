import { ScrollArea, Table, Text } from '@mantine/core';
import type { AddLineResult, AddReport } from '../../../../../shared/ipc/channels/portfolioTypes';
import { StatusBadge } from '../../../components/StatusBadge';

const OUTCOME: Record<
  AddLineResult['outcome'],
  { preview: string; saved: string; color?: string }
> = {
  added: { preview: 'Will be added', saved: 'Added' },
  already_in_portfolio: { preview: 'Already there', saved: 'Already there', color: 'dimmed' },
  duplicate: { preview: 'Repeated', saved: 'Repeated', color: 'dimmed' },
  invalid: { preview: 'Problem', saved: 'Problem', color: 'red' },
};

/** Every line of a paste or CSV import with what happens to it and why. */
export function AddLinesTable({ report, saved }: { report: AddReport; saved: boolean }) {
  return (
    <ScrollArea.Autosize mah={320}>
      <Table
        fz="xs"
        verticalSpacing={2}
        striped
        aria-label={saved ? 'What was added' : 'Preview of the lines'}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>Line</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th w={110}>Outcome</Table.Th>
            <Table.Th>Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((line, index) => {
            const look = OUTCOME[line.outcome];
            return (
              <Table.Tr key={`${line.line}-${index}`}>
                <Table.Td>{line.line}</Table.Td>
                <Table.Td>{line.unicodeName ?? line.input}</Table.Td>
                <Table.Td>
                  {saved && line.status !== undefined ? (
                    <StatusBadge status={line.status} size="xs" />
                  ) : (
                    <Text size="xs" c={look.color} fw={line.outcome === 'invalid' ? 600 : 400}>
                      {saved ? look.saved : look.preview}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {line.reason}
                  {line.warning !== undefined && (
                    <Text size="xs" c="orange.8">
                      {line.warning}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

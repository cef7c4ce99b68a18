import { ActionIcon, Button, Checkbox, Group, Popover, Stack } from '@mantine/core';
import { COLUMN_LABELS } from './grid/columnIds';
import { useGrid } from './grid/gridStore';

/** Choose and reorder the grid's columns (widths: drag a header's edge or use its arrows). */
export function ColumnsMenu() {
  const layout = useGrid((state) => state.layout);
  const { toggleColumn, moveColumn, resetLayout } = useGrid.getActions();
  return (
    <Popover position="bottom-end" withinPortal>
      <Popover.Target>
        <Button size="xs" variant="default">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          {layout.order.map((id, index) => (
            <Group key={id} gap="xs" justify="space-between" wrap="nowrap">
              <Checkbox
                size="xs"
                label={COLUMN_LABELS[id]}
                checked={!layout.hidden.includes(id)}
                disabled={id === 'domain'}
                onChange={() => {
                  toggleColumn(id);
                }}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move ${COLUMN_LABELS[id]} left`}
                  disabled={index === 0}
                  onClick={() => {
                    moveColumn(id, -1);
                  }}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={`Move ${COLUMN_LABELS[id]} right`}
                  disabled={index === layout.order.length - 1}
                  onClick={() => {
                    moveColumn(id, 1);
                  }}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Group>
          ))}
          <Button size="xs" variant="subtle" onClick={resetLayout}>
            Reset columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

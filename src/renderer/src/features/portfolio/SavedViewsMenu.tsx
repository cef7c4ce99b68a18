import { ActionIcon, Button, Group, Menu, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGrid } from './grid/gridStore';

/** Named filter-and-sort combinations, remembered on this computer. */
export function SavedViewsMenu() {
  const views = useGrid((state) => state.views);
  const { saveView, applyView, deleteView } = useGrid.getActions();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = () => {
    if (name.trim() === '') return;
    saveView(name);
    setName('');
    setNaming(false);
  };
  return (
    <Group gap={4}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default">
            Views{views.length > 0 ? ` (${views.length})` : ''}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.length === 0 && <Menu.Label>No saved views yet</Menu.Label>}
          {views.map((view) => (
            <Group key={view.name} gap={0} wrap="nowrap">
              <Menu.Item
                onClick={() => {
                  applyView(view.name);
                }}
              >
                {view.name}
              </Menu.Item>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`Delete the view ${view.name}`}
                onClick={() => {
                  deleteView(view.name);
                }}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Popover opened={naming} onChange={setNaming} position="bottom-end" trapFocus withinPortal>
        <Popover.Target>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setNaming((open) => !open);
            }}
          >
            Save view
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="xs">Saves the filters and the sort under a name.</Text>
            <TextInput
              size="xs"
              label="View name"
              value={name}
              data-autofocus
              onChange={(event) => {
                setName(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') save();
              }}
              error={
                name !== '' && name.trim() === '' ? 'The name cannot be only spaces.' : undefined
              }
            />
            <Button size="xs" onClick={save} disabled={name.trim() === ''}>
              Save
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

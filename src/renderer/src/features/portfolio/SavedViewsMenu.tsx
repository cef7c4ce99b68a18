import { ActionIcon, Button, Group, Menu, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { saveSettings, useSettings } from '../../data/sharedReads';
import { useGrid } from './grid/gridStore';
import type { SavedView } from './grid/gridStore';
import type { AppSettings } from '../../../../shared/ipc/channels/settings';

type StoredViews = AppSettings['savedViews'];
const NO_VIEWS: StoredViews = [];

/** A view as the settings keep it (plain arrays). */
function stored(view: SavedView): StoredViews[number] {
  const { statuses, ...rest } = view.filter;
  return { ...view, filter: { ...rest, ...(statuses && { statuses: [...statuses] }) } };
}

/** Named filter-and-sort combinations: preferences kept by main (and in the user-data export). */
export function SavedViewsMenu() {
  const settings = useSettings();
  const views = settings.status === 'ok' ? settings.data.savedViews : NO_VIEWS;
  const { applyView } = useGrid.getActions();
  const saveView = (name: string): void => {
    const trimmed = name.trim();
    const { filter, sort } = useGrid.getState();
    void saveSettings({
      savedViews: [
        ...views.filter((view) => view.name !== trimmed),
        stored({ name: trimmed, filter, sort }),
      ],
    });
  };
  const deleteView = (name: string): void => {
    void saveSettings({ savedViews: views.filter((view) => view.name !== name) });
  };
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
                  applyView(view);
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

import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { PresetView } from '../../../../shared/ipc/channels/presets';
import { presetParts } from '../../../../shared/presets/presetSummary';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RowActions } from '../../components/RowActions';
import { notifyDone } from '../../components/notify';
import { callBridge } from '../../data/bridgeRead';
import { useContactProfiles } from '../../data/sharedReads';
import { useBridgeRead } from '../../data/useBridgeRead';
import { useCurrentAccount } from '../../state/currentAccount';
import { PresetDialog } from './PresetDialog';
import { SettingsSection } from './SettingsSection';

/** The current account's presets: list, create, edit, duplicate, delete. */
export function Presets() {
  const account = useCurrentAccount();
  const accountId = account?.id ?? null;
  const read = useBridgeRead('presets:list', accountId === null ? null : { accountId });
  const profiles = useContactProfiles();
  const presets = read.status === 'ok' ? read.data : [];
  const [changeFailure, setFailure] = useState<AppError | null>(null);
  const failure = read.status === 'error' ? read.error : changeFailure;
  const [editing, setEditing] = useState<PresetView | 'new' | null>(null);
  const [removing, setRemoving] = useState<PresetView | null>(null);
  const profileName = (id: string) =>
    profiles.status === 'ok' ? profiles.data.find((p) => p.id === id)?.name : undefined;

  const duplicate = async (preset: PresetView): Promise<void> => {
    if (accountId === null) return;
    const result = await callBridge('presets:duplicate', { accountId, id: preset.id });
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    setFailure(null);
    notifyDone('Preset duplicated', `"${result.data.name}" is ready to edit.`);
    read.reload();
  };

  const remove = async (preset: PresetView): Promise<void> => {
    setRemoving(null);
    if (accountId === null) return;
    const result = await callBridge('presets:remove', { accountId, id: preset.id });
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    notifyDone('Preset deleted', `"${preset.name}" is no longer offered.`);
    read.reload();
  };

  return (
    <SettingsSection
      title="Presets"
      description={`Named bundles of nameservers, a DNS template, lock, ID protection, contacts and add-ons, applied to a selection of domains from the portfolio (Apply preset…) or picked for a cart line. Kept per account${account ? `; these are ${account.label}'s` : ''}.`}
    >
      {failure && <ErrorAlert error={failure} title="Presets" />}
      {accountId === null ? (
        <Text size="sm" c="dimmed">
          Add an account first: presets belong to an account.
        </Text>
      ) : presets.length === 0 ? (
        <Text size="sm" c="dimmed">
          No preset yet. Create one to set up new or moved domains the same way in one move.
        </Text>
      ) : (
        <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label="Presets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Preset</Table.Th>
              <Table.Th>What it sets</Table.Th>
              <Table.Th>Offered on tag</Table.Th>
              <Table.Th w={210} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {presets.map((preset) => (
              <Table.Tr key={preset.id}>
                <Table.Td fw={600} style={{ verticalAlign: 'top' }}>
                  {preset.name}
                </Table.Td>
                <Table.Td>
                  {presetParts(preset, profileName).map((part) => (
                    <div key={part}>{part}</div>
                  ))}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  {preset.tag === null ? (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ) : (
                    <Badge variant="light" size="sm">
                      {preset.tag}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <RowActions
                    name={preset.name}
                    onEdit={() => {
                      setEditing(preset);
                    }}
                    onDuplicate={() => void duplicate(preset)}
                    onDelete={() => {
                      setRemoving(preset);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {accountId !== null && (
        <Group justify="flex-end">
          <Button
            size="sm"
            variant="light"
            onClick={() => {
              setEditing('new');
            }}
          >
            New preset
          </Button>
        </Group>
      )}
      {editing !== null && accountId !== null && (
        <PresetDialog
          accountId={accountId}
          preset={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(saved) => {
            setEditing(null);
            notifyDone('Preset saved', `"${saved.name}" can be applied from the portfolio.`);
            read.reload();
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={`Delete the preset "${removing?.name ?? ''}"?`}
        confirmLabel="Delete preset"
        danger
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => {
          setRemoving(null);
        }}
      >
        <Text size="sm">
          It is no longer offered. Domains it was applied to keep their settings.
        </Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}

import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { RowActions } from '../../components/RowActions';
import { notifyDone } from '../../components/notify';
import { getBridge } from '../../bridge';
import { useContactProfiles } from '../../data/sharedReads';
import { ContactProfileDialog } from '../../components/contactProfile/ContactProfileDialog';
import { SettingsSection } from './SettingsSection';
import { PAGE_STICKY_HEADER } from '../../components/stickyHeader';

/** Named contacts reused by checkout: list, create, edit, delete. */
export function ContactProfiles() {
  const read = useContactProfiles();
  const profiles = read.status === 'ok' ? read.data : [];
  const [changeFailure, setFailure] = useState<AppError | null>(null);
  const failure = read.status === 'error' ? read.error : changeFailure;
  const [editing, setEditing] = useState<ContactProfileView | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContactProfileView | null>(null);

  // After a save or a delete; main's `cache:changed` says so too.
  const load = read.reload;

  const remove = async (profile: ContactProfileView): Promise<void> => {
    const result = await getBridge().contactProfilesRemove({ id: profile.id });
    setRemoving(null);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    notifyDone('Contact profile deleted', `"${profile.name}" is no longer offered.`);
    load();
  };

  return (
    <SettingsSection
      title="Contact profiles"
      description="Registrant, admin, tech and billing contacts you reuse at checkout."
    >
      {failure && <ErrorAlert error={failure} title="Contact profiles" />}
      {profiles.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contact profile yet. Create one to fill in the four contacts of an order in one move.
        </Text>
      ) : (
        <Table
          {...PAGE_STICKY_HEADER}
          striped
          highlightOnHover
          verticalSpacing={4}
          fz="sm"
          aria-label="Contact profiles"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Profile</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th w={150} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profiles.map((profile) => (
              <Table.Tr key={profile.id}>
                <Table.Td fw={600}>{profile.name}</Table.Td>
                <Table.Td>
                  {profile.contact.firstname} {profile.contact.lastname}
                  {profile.contact.companyname ? ` · ${profile.contact.companyname}` : ''}
                </Table.Td>
                <Table.Td>{profile.contact.email}</Table.Td>
                <Table.Td>{profile.contact.country}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={profile.name}
                    onEdit={() => {
                      setEditing(profile);
                    }}
                    onDelete={() => {
                      setRemoving(profile);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button
          size="sm"
          variant="light"
          onClick={() => {
            setEditing('new');
          }}
        >
          New contact profile
        </Button>
      </Group>
      {editing !== null && (
        <ContactProfileDialog
          profile={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(saved) => {
            setEditing(null);
            notifyDone('Contact profile saved', `"${saved.name}" is offered at checkout.`);
            load();
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={`Delete the contact profile "${removing?.name ?? ''}"?`}
        confirmLabel="Delete profile"
        danger
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => {
          setRemoving(null);
        }}
      >
        <Text size="sm">
          It is no longer offered at checkout. Domains registered with it keep their contacts.
        </Text>
      </ConfirmDialog>
    </SettingsSection>
  );
}

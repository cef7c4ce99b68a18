import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../../../../../shared/api';
import type { ContactSetRole } from '../../../../../shared/api';
import { contactSetFormSchema } from '../../../../../shared/contacts/contactSetSchema';
import {
  isRegistrantChange,
  REGISTRANT_CHANGE_WARNING,
} from '../../../../../shared/contacts/registrantChange';
import type { ContactsView, LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useRuleForm } from '../../../components/useRuleForm';
import { useContactProfiles } from '../../../data/sharedReads';
import { setConflict } from '../../../../../shared/ipc/errorDetails';
import { ConflictNotice } from '../ConflictNotice';
import type { DomainRef } from '../domainRef';
import { LiveSetLoader } from '../LiveSetLoader';
import { PlainText, SaveButtons, SetSaveReview } from '../SetSaveReview';
import { useSetSave } from '../useSetSave';
import { contactFields, diffContacts, FIELD_LABELS, formFromView } from './contactForm';
import type { ContactForm } from './contactForm';
import { CountrySelect } from '../../../components/CountrySelect';

function ProfilePicker({ onPick }: { onPick: (fields: ContactForm['Registrant']) => void }) {
  const profiles = useContactProfiles();
  const list = profiles.status === 'ok' ? profiles.data : [];
  return (
    <Select
      size="xs"
      w={240}
      aria-label="Fill from a contact profile"
      placeholder={list.length === 0 ? 'No contact profiles saved' : 'Fill from a contact profile…'}
      disabled={list.length === 0}
      data={list.map((profile) => ({ value: profile.id, label: profile.name }))}
      value={null}
      onChange={(id) => {
        const profile = list.find((item) => item.id === id);
        if (profile) onPick(contactFields(profile.contact));
      }}
    />
  );
}

function Session({ domainRef, live }: { domainRef: DomainRef; live: LiveSet<ContactsView> }) {
  const [baseView, setBaseView] = useState(live.data);
  // Checked on every change by the contact rule the save is checked with in main.
  const contactsForm = useRuleForm<ContactForm>(contactSetFormSchema, formFromView(live.data), {
    live: true,
  });
  const form = contactsForm.values;
  const problems = contactsForm.errors;
  const [role, setRole] = useState<ContactSetRole>('Registrant');
  const [saved, setSaved] = useState(false);
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<ContactsView>(
    ({ data }) => {
      setBaseView(data);
      contactsForm.setValues(formFromView(data));
      setSaved(true);
    },
  );
  const base = formFromView(baseView);
  const entries = diffContacts(base, form);
  const conflict = setConflict(error, 'contactsConflict');
  const setRoleFields = (target: ContactSetRole, fields: ContactForm['Registrant']) => {
    contactsForm.setFieldValue(target, fields);
    setSaved(false);
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        The four contacts the registry holds · read {formatAge(live.readAt)}
      </Text>
      {saved && (
        <Alert color="green" variant="light" title="Saved" role="status">
          The registrar now holds the contacts shown below (read back after saving).
        </Alert>
      )}
      {conflict && error && (
        <ConflictNotice
          message={error.message}
          entries={diffContacts(formFromView(conflict.base), formFromView(conflict.live))}
          render={(value) => <PlainText value={value} />}
          onRebase={() => {
            setBaseView(conflict.live);
            setError(null);
          }}
        />
      )}
      {error && !conflict && <ErrorAlert error={error} title="The contacts were not saved" />}
      <Tabs
        value={role}
        onChange={(value) => {
          setRole((value ?? 'Registrant') as ContactSetRole);
        }}
        variant="pills"
      >
        <Tabs.List>
          {CONTACT_SET_ROLES.map((item) => {
            const count = CONTACT_FIELDS.filter(
              (field) => problems[`${item}.${field}`] !== undefined,
            ).length;
            return (
              <Tabs.Tab key={item} value={item} color={count > 0 ? 'red' : undefined}>
                {item}
                {count > 0 ? ` (${count} to fix)` : ''}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Group gap="xs">
        {role !== 'Registrant' && (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setRoleFields(role, { ...form.Registrant });
            }}
          >
            Copy from Registrant
          </Button>
        )}
        <ProfilePicker
          onPick={(fields) => {
            setRoleFields(role, fields);
          }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
        {CONTACT_FIELDS.map((field) => {
          const input = contactsForm.getInputProps(`${role}.${field}`);
          const label = `${role} ${FIELD_LABELS[field]}`;
          // The country is picked by its name, as in a contact profile; the code is what is kept.
          if (field === 'country') {
            const current: unknown = contactsForm.getValues()[role][field];
            return (
              <CountrySelect
                key={`${role}.${field}`}
                size="xs"
                label={label}
                error={input.error as ReactNode}
                onFocus={input.onFocus as () => void}
                onBlur={input.onBlur as () => void}
                value={typeof current === 'string' ? current : ''}
                onChange={(code) => {
                  contactsForm.setFieldValue(`${role}.${field}`, code);
                  setSaved(false);
                }}
              />
            );
          }
          return (
            <TextInput
              key={`${role}.${field}`}
              size="xs"
              label={label}
              {...input}
              onInput={() => {
                setSaved(false);
              }}
            />
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs">
        <SaveButtons
          changed={entries.length > 0}
          blocked={Object.keys(problems).length > 0}
          onDiscard={() => {
            contactsForm.setValues(base);
          }}
          onReview={() => {
            setReviewing(true);
          }}
        />
      </Group>
      <SetSaveReview
        title={`Save contacts of ${domainRef.name}`}
        opened={reviewing}
        entries={entries}
        render={(value) => <PlainText value={value} />}
        busy={busy}
        note={
          isRegistrantChange(base.Registrant, form.Registrant)
            ? REGISTRANT_CHANGE_WARNING
            : undefined
        }
        onSave={() =>
          void save(() =>
            getBridge().domainsSaveContacts({ ...domainRef, contacts: form, base: baseView }),
          )
        }
        onCancel={() => {
          setReviewing(false);
        }}
      />
    </Stack>
  );
}

export function ContactsEditor({ domainRef }: { domainRef: DomainRef }) {
  return (
    <LiveSetLoader channel="domains:getContacts" domainRef={domainRef} what="the contacts">
      {(live) => <Session domainRef={domainRef} live={live} />}
    </LiveSetLoader>
  );
}

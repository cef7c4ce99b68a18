import { Alert, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { setConflict } from '../../../../../shared/ipc/errorDetails';
import { ConflictNotice } from '../ConflictNotice';
import type { DomainRef } from '../domainRef';
import { LiveSetLoader } from '../LiveSetLoader';
import { PlainText, SaveButtons, SetSaveReview } from '../SetSaveReview';
import { useSetSave } from '../useSetSave';
import { NAMESERVER_KEYS } from '../../../../../shared/api';
import {
  nameserverSlotsOf,
  nameserverSlotsSchema,
} from '../../../../../shared/nameservers/nameserverSchema';
import type { NameserverSlots } from '../../../../../shared/nameservers/nameserverSchema';
import { useRuleForm } from '../../../components/useRuleForm';
import { diffNameservers, nameserverSlotWarnings } from './nameserverForm';

function Session({
  domainRef,
  live,
  onSaved,
}: {
  domainRef: DomainRef;
  live: LiveSet<string[]>;
  onSaved: () => void;
}) {
  const [base, setBase] = useState<readonly string[]>(live.data);
  // Checked on every change by the rule main checks the save with, each problem on its slot.
  const form = useRuleForm<NameserverSlots>(nameserverSlotsSchema, nameserverSlotsOf(live.data), {
    live: true,
  });
  const slots = NAMESERVER_KEYS.map((key) => form.values[key]);
  const [saved, setSaved] = useState<readonly string[] | null>(null);
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<string[]>(
    ({ data }) => {
      setBase(data);
      form.setValues(nameserverSlotsOf(data));
      setSaved(data);
      onSaved();
    },
  );
  const wanted = slots.map((slot) => slot.trim()).filter((slot) => slot !== '');
  const warnings = nameserverSlotWarnings(slots);
  const entries = diffNameservers(base, wanted);
  const conflict = setConflict(error, 'nameserversConflict');

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Two to five nameservers, in the order resolvers try them · read {formatAge(live.readAt)}
      </Text>
      {saved && (
        <Alert color="green" variant="light" title="Saved" role="status">
          The registrar now holds {saved.join(', ')}.
        </Alert>
      )}
      {conflict && error && (
        <ConflictNotice
          message={error.message}
          entries={diffNameservers(conflict.base, conflict.live)}
          render={(value) => <PlainText value={value} />}
          onRebase={() => {
            setBase(conflict.live);
            setError(null);
          }}
        />
      )}
      {error && !conflict && <ErrorAlert error={error} title="The nameservers were not saved" />}
      <SimpleGrid cols={{ base: 1, md: 5 }} spacing="xs">
        {NAMESERVER_KEYS.map((key, i) => (
          <TextInput
            key={key}
            size="xs"
            label={`Nameserver ${i + 1}`}
            placeholder={i < 2 ? 'required' : 'optional'}
            {...form.getInputProps(key)}
            description={warnings[key]}
            onInput={() => {
              setSaved(null);
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs">
        <SaveButtons
          changed={entries.length > 0}
          blocked={Object.keys(form.errors).length > 0}
          onDiscard={() => {
            form.setValues(nameserverSlotsOf(base));
          }}
          onReview={() => {
            setReviewing(true);
          }}
        />
      </Group>
      <SetSaveReview
        title={`Save nameservers of ${domainRef.name}`}
        opened={reviewing}
        entries={entries}
        render={(value) => <PlainText value={value} />}
        busy={busy}
        note="Changing nameservers moves the domain's DNS to other servers; it can take hours to reach every resolver."
        onSave={() =>
          void save(() =>
            getBridge().domainsSaveNameservers({
              ...domainRef,
              nameservers: wanted,
              base: [...base],
            }),
          )
        }
        onCancel={() => {
          setReviewing(false);
        }}
      />
    </Stack>
  );
}

export function NameserversEditor({
  domainRef,
  onSaved,
}: {
  domainRef: DomainRef;
  onSaved: () => void;
}) {
  return (
    <LiveSetLoader channel="domains:getNameservers" domainRef={domainRef} what="the nameservers">
      {(live) => <Session domainRef={domainRef} live={live} onSaved={onSaved} />}
    </LiveSetLoader>
  );
}

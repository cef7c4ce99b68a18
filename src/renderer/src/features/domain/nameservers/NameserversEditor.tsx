import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useBridgeQuery } from '../../../components/useBridgeQuery';
import { ConflictNotice, conflictSets } from '../ConflictNotice';
import { refKey } from '../domainRef';
import type { DomainRef } from '../domainRef';
import { PlainText, SetSaveReview } from '../SetSaveReview';
import { checkNameserverSlots, diffNameservers, MAX_NAMESERVERS } from './nameserverForm';

const slotsOf = (hosts: readonly string[]) =>
  Array.from({ length: MAX_NAMESERVERS }, (_, i) => hosts[i] ?? '');

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
  const [slots, setSlots] = useState(() => slotsOf(live.data));
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState<readonly string[] | null>(null);
  const wanted = slots.map((slot) => slot.trim()).filter((slot) => slot !== '');
  const issues = checkNameserverSlots(slots);
  const entries = diffNameservers(base, wanted);
  const conflict = error === null ? null : conflictSets(error);

  const save = async () => {
    setBusy(true);
    const result = await getBridge().domainsSaveNameservers({
      ...domainRef,
      nameservers: wanted,
      base: [...base],
    });
    setBusy(false);
    setReviewing(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setBase(result.data.data);
    setSlots(slotsOf(result.data.data));
    setSaved(result.data.data);
    onSaved();
  };

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
          entries={diffNameservers(conflict.base as string[], conflict.live as string[])}
          render={(value) => <PlainText value={value} />}
          onRebase={() => {
            setBase(conflict.live as string[]);
            setError(null);
          }}
        />
      )}
      {error && !conflict && <ErrorAlert error={error} title="The nameservers were not saved" />}
      <SimpleGrid cols={{ base: 1, md: 5 }} spacing="xs">
        {slots.map((slot, i) => (
          <TextInput
            key={i}
            size="xs"
            label={`Nameserver ${i + 1}`}
            placeholder={i < 2 ? 'required' : 'optional'}
            value={slot}
            error={issues[`ns${i + 1}`]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSlots(slots.map((old, at) => (at === i ? value : old)));
              setSaved(null);
            }}
          />
        ))}
      </SimpleGrid>
      {issues.nameservers && (
        <Text size="xs" c="red">
          {issues.nameservers}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={entries.length === 0}
          onClick={() => {
            setSlots(slotsOf(base));
          }}
        >
          Discard changes
        </Button>
        <Button
          size="xs"
          disabled={entries.length === 0 || Object.keys(issues).length > 0}
          onClick={() => {
            setReviewing(true);
          }}
        >
          Review and save…
        </Button>
      </Group>
      <SetSaveReview
        title={`Save nameservers of ${domainRef.name}`}
        opened={reviewing}
        entries={entries}
        render={(value) => <PlainText value={value} />}
        busy={busy}
        note="Changing nameservers moves the domain's DNS to other servers; it can take hours to reach every resolver."
        onSave={() => void save()}
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
  const query = useBridgeQuery(`ns:${refKey(domainRef)}`, () =>
    getBridge().domainsGetNameservers(domainRef),
  );
  if (query.status === 'loading') return <Loader size="sm" aria-label="Reading nameservers" />;
  if (query.status === 'error') {
    return (
      <ErrorAlert
        error={query.error}
        title="The nameservers could not be read"
        onRetry={query.reload}
      />
    );
  }
  return (
    <Session key={query.data.readAt} domainRef={domainRef} live={query.data} onSaved={onSaved} />
  );
}

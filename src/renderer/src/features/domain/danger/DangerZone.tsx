import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioRow } from '../../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../../bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { DomainRef } from '../domainRef';

const GONE = new Set(['released', 'deleted']);

/** Why a release exists: registries such as Nominet move domains by push, not by EPP code. */
const RELEASE_EXPLAINED =
  'This is how .uk-style registries (Nominet and similar) move a domain: there is no EPP code; the current registrar releases it to the gaining registrar’s tag (the IPS tag for .uk), which the new registrar gives you.';

/** Release to another registrar's tag, or delete: both final, both typed to confirm. */
export function DangerZone({
  domainRef,
  row,
  onChanged,
}: {
  domainRef: DomainRef;
  row: PortfolioRow;
  onChanged: () => void;
}) {
  const name = domainRef.name;
  const [tag, setTag] = useState('');
  const [asking, setAsking] = useState<'release' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tagProblem =
    tag.trim() === ''
      ? undefined
      : /^[A-Z0-9-]{2,32}$/i.test(tag.trim())
        ? undefined
        : 'A tag is letters, digits and hyphens (e.g. NEWREG-TAG).';

  const run = async (what: 'release' | 'delete') => {
    setBusy(true);
    const api = getBridge();
    const result =
      what === 'release'
        ? await api.domainsRelease({ ...domainRef, transferTag: tag.trim(), confirm: true })
        : await api.domainsDelete({ ...domainRef, confirm: true });
    setBusy(false);
    setAsking(null);
    setError(result.ok ? null : result.error);
    if (result.ok) {
      setDone(
        what === 'release' ? `${name} was released to ${tag.trim()}.` : `${name} was deleted.`,
      );
      onChanged();
    }
  };

  if (GONE.has(row.status)) {
    return (
      <Alert color="gray" variant="light" title={`This domain is ${row.status}`}>
        {done ?? `${name} is no longer managed through this account.`}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      {error && <ErrorAlert error={error} title="Nothing was changed" />}
      <Paper withBorder p="sm" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Stack gap="xs">
          <Title order={5}>Release to another registrar’s tag</Title>
          <Text size="sm">
            Moves {name} to the registrar holding the tag. It leaves this account at once and cannot
            be undone from the API.
          </Text>
          <Text size="sm" c="dimmed">
            {RELEASE_EXPLAINED}
          </Text>
          <Group align="flex-end" gap="xs">
            <TextInput
              size="xs"
              label="Transfer tag"
              placeholder="NEWREG-TAG"
              value={tag}
              error={tagProblem}
              onChange={(event) => {
                setTag(event.currentTarget.value);
              }}
            />
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={tag.trim() === '' || tagProblem !== undefined}
              onClick={() => {
                setAsking('release');
              }}
            >
              Release…
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="sm" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
        <Stack gap="xs">
          <Title order={5}>Delete the domain</Title>
          <Text size="sm">
            Asks the registry to delete {name}. Its DNS stops at once; the API cannot undo it, and
            whether the paid time is refunded depends on the registry.
          </Text>
          <Group>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => {
                setAsking('delete');
              }}
            >
              Delete…
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'release' ? `Release ${name} to ${tag.trim()}?` : `Delete ${name}?`}
        confirmLabel={asking === 'release' ? 'Release domain' : 'Delete domain'}
        danger
        typeToConfirm={name}
        busy={busy}
        onConfirm={() => {
          if (asking) void run(asking);
        }}
        onCancel={() => {
          setAsking(null);
        }}
      >
        <Alert color="red" variant="light">
          {asking === 'release'
            ? `${name} will belong to the registrar with tag ${tag.trim()}. This cannot be undone from the API.`
            : `${name} will be deleted at the registry. This cannot be undone from the API.`}
        </Alert>
        {asking === 'release' && (
          <Text size="sm" mt="xs">
            {RELEASE_EXPLAINED}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

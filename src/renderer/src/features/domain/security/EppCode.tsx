import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { EppCodeView } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { DomainRef } from '../domainRef';

/** The transfer code: read only when asked, held in this component only, never cached. */
export function EppCode({ domainRef }: { domainRef: DomainRef }) {
  const [code, setCode] = useState<EppCodeView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const reveal = async () => {
    setBusy(true);
    const result = await getBridge().domainsGetEppCode(domainRef);
    setBusy(false);
    setError(result.ok ? null : result.error);
    if (result.ok) setCode(result.data);
  };
  return (
    <Stack gap="xs">
      <Title order={5}>EPP (transfer) code</Title>
      <Text size="xs" c="dimmed">
        Anyone holding this code can move the domain to another registrar while it is unlocked. It
        is read from the registrar when you reveal it and is not stored by DomainDesk.
      </Text>
      {error && <ErrorAlert error={error} title="The EPP code could not be read" />}
      {code === null ? (
        <Group>
          <Button size="xs" variant="default" loading={busy} onClick={() => void reveal()}>
            Reveal EPP code
          </Button>
        </Group>
      ) : code.eppCode === null ? (
        <Text size="sm">{code.message}</Text>
      ) : (
        <Group gap="xs">
          <Code fz="sm" aria-label="EPP code">
            {code.eppCode}
          </Code>
          <CopyButton value={code.eppCode}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy to clipboard'}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setCode(null);
            }}
          >
            Hide
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RegistrarFeature } from '../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../bridge';
import { FEATURE_LABELS } from './features';

/** Shown instead of an editor the account's registrar does not offer (the API answered 501). */
export function Unavailable({
  feature,
  accountId,
  onReset,
}: {
  feature: RegistrarFeature;
  accountId: string;
  onReset: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Alert color="gray" variant="light" title={`${FEATURE_LABELS[feature]} is unavailable`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The registrar behind this account does not offer {FEATURE_LABELS[feature]} through the API
          (it answered “not implemented”), so nothing here can be changed from DomainDesk. The
          registrar’s own panel may offer it. If the provider has added it since, “Check again”
          forgets this and asks the registrar at the next use.
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={busy}
          onClick={() => {
            setBusy(true);
            // Forget what the account lacks, so each function is tried again on next use.
            void getBridge()
              .portfolioResetUnsupported({ accountId })
              .then(() => {
                setBusy(false);
                onReset();
              });
          }}
        >
          Check again
        </Button>
      </Stack>
    </Alert>
  );
}

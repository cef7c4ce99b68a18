import { Alert } from '@mantine/core';
import type { RegistrarFeature } from '../../../../shared/ipc/channels/portfolioTypes';
import { FEATURE_LABELS } from './features';

/** Shown instead of an editor the account's registrar does not offer (the API answers 501). */
export function Unavailable({ feature }: { feature: RegistrarFeature }) {
  return (
    <Alert color="gray" variant="light" title={`${FEATURE_LABELS[feature]} is unavailable`}>
      The registrar behind this account does not offer {FEATURE_LABELS[feature]} through the API (it
      answered “not implemented”). Nothing here can be changed from DomainDesk; the registrar’s own
      panel may offer it. If the provider adds it later, “Check features again” in the account’s
      settings tries it anew.
    </Alert>
  );
}

import { Divider, Stack } from '@mantine/core';
import type { PortfolioDetail } from '../../../../../shared/ipc/channels/portfolioTypes';
import type { DomainRef } from '../domainRef';
import { Unavailable } from '../Unavailable';
import { GlueEditor } from './GlueEditor';
import { NameserversEditor } from './NameserversEditor';

export function NameserversSection({
  domainRef,
  detail,
  onChanged,
}: {
  domainRef: DomainRef;
  detail: PortfolioDetail;
  onChanged: () => void;
}) {
  return (
    <Stack gap="md">
      <NameserversEditor domainRef={domainRef} onSaved={onChanged} />
      <Divider />
      {detail.unsupported.includes('glue') ? (
        <Unavailable feature="glue" accountId={detail.domain.accountId} onReset={onChanged} />
      ) : (
        <GlueEditor domainRef={domainRef} snapshot={detail.snapshots.glue?.data} />
      )}
    </Stack>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { BulkReach } from '../../../../../shared/bulk/bulkReach';
import { leftOutText } from '../../../../../shared/bulk/bulkReach';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { JobProgressCard } from '../../../components/JobProgressCard';
import { ProblemList } from '../../../components/ProblemList';
import { previewCounts } from '../copy/CopyPreview';
import { useCopyFlow } from '../copy/useCopyFlow';
import { domainsText, nameserverProblems, parseHostList } from './bulkActionText';
import { BulkResult } from './BulkResult';
import { NameserverPreview } from './NameserverPreview';

/**
 * "Set nameservers…" on a selection: the list is checked with the single-domain rules as it
 * is typed (every problem listed), each domain's nameservers are read and shown now → after,
 * and only then applied, to the domains that differ. A domain changed since the preview is
 * not overwritten: it is listed as failed and can be previewed again.
 */
export function SetNameserversDialog({
  selection,
  count,
  reach,
  onClose,
}: {
  selection: PortfolioSelection;
  count: number;
  /** Whom the action reaches; null while it is being counted. */
  reach: BulkReach | null;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const flow = useCopyFlow();
  const hosts = parseHostList(text);
  const problems = nameserverProblems(hosts);
  const counts = previewCounts(flow.items);
  const leftOut = reach === null ? null : leftOutText(reach);
  const reached = reach?.reached ?? count;

  const preview = (target: PortfolioSelection) =>
    void flow.preview(target, { kind: 'nameservers', nameservers: hosts }, 'nameservers');

  return (
    <Modal opened onClose={onClose} size="xl" title={`Set nameservers: ${domainsText(count)}`}>
      <Stack gap="sm">
        {flow.step === 'pick' && (
          <>
            <GrowingTextarea
              label="Nameservers (one per line)"
              minRows={3}
              maxRows={8}
              value={text}
              data-autofocus
              onChange={(event) => {
                setText(event.currentTarget.value);
              }}
            />
            {problems.length > 0 && text.trim() !== '' && (
              <ProblemList title="These nameservers cannot be set" problems={problems} />
            )}
            {leftOut !== null && (
              <Alert color="yellow" variant="light" title="Left out">
                {leftOut} They are not in the account, so their nameservers cannot be set.
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              The nameservers of each of the {domainsText(reached)} are read first and shown next to
              the new ones; nothing is sent before you confirm.
            </Text>
          </>
        )}
        {flow.step === 'preview' && flow.previewId !== null && (
          <>
            <JobProgressCard jobId={flow.previewId} unit="domains" />
            {flow.finished && <NameserverPreview items={flow.items} />}
          </>
        )}
        {flow.step === 'result' && flow.applyId !== null && (
          <BulkResult
            jobId={flow.applyId}
            onRetry={(names) => {
              preview({ kind: 'names', accountId: selection.accountId, names });
            }}
          />
        )}
        {flow.error && <ErrorAlert error={flow.error} title="The nameservers could not be set" />}
        <Group justify="flex-end" gap="xs">
          <Button size="sm" variant="default" onClick={onClose}>
            {flow.step === 'result' ? 'Close' : 'Cancel'}
          </Button>
          {flow.step === 'pick' && (
            <Button
              size="sm"
              loading={flow.busy}
              disabled={problems.length > 0 || reached === 0}
              onClick={() => {
                preview(selection);
              }}
            >
              Preview changes
            </Button>
          )}
          {flow.step === 'preview' && (
            <Button
              size="sm"
              loading={flow.busy}
              disabled={!flow.finished || flow.cancelled || counts.changing === 0}
              onClick={() => void flow.apply(false)}
            >
              Set nameservers of {domainsText(counts.changing)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { leftOutText } from '../../../../../shared/bulk/bulkReach';
import type { AppError } from '../../../../../shared/ipc';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { getBridge } from '../../../bridge';
import { downloadText } from '../../../components/downloadText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { useCurrentAccount } from '../../../state/currentAccount';
import { jobsStore } from '../../../state/jobsStore';
import { actionInput, selectionInput } from '../grid/bridgeInput';
import { NEEDS_API } from './bulkActionText';
import type { BulkChoice } from './bulkActionText';
import { BulkActionsMenu } from './BulkActionsMenu';
import { BulkChoiceDialogs } from './BulkChoiceDialogs';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { actionOf, OWN_DIALOG } from './bulkMenu';
import { BulkResult } from './BulkResult';
import { useBulkReach } from './useBulkReach';

/**
 * What can be done to the selected domains: one confirm stating how many and what changes,
 * then a job whose failures are listed with their reason and can be retried.
 */
export function BulkBar({
  selection,
  count,
  offlineReason,
}: {
  selection: PortfolioSelection | null;
  count: number;
  offlineReason: string | null;
}) {
  const [choice, setChoice] = useState<BulkChoice | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [lastAction, setLastAction] = useState<BulkAction | null>(null);
  const accountId = useCurrentAccount()?.id ?? null;
  // Read again when a 501 teaches main what the registrar lacks (a `domains` change).
  const lacks = useBridgeRead('portfolio:unsupported', accountId === null ? null : { accountId });
  const unsupported = lacks.status === 'ok' ? lacks.data : [];
  // Whom an action through the API reaches: pending and gone domains are left out.
  const reach = useBulkReach(choice !== null && NEEDS_API.has(choice) ? selection : null);
  const reached = reach?.reached ?? count;
  const leftOut = reach === null ? null : leftOutText(reach);

  const start = async (target: PortfolioSelection, action: BulkAction) => {
    setBusy(true);
    setLastAction(action);
    const answer = await getBridge().portfolioBulk({
      selection: selectionInput(target),
      action: actionInput(action),
    });
    setBusy(false);
    setChoice(null);
    setText('');
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    setError(null);
    jobsStore.getState().track(answer.data);
    setJobId(answer.data.jobId);
  };

  const confirm = () => {
    if (choice === null || selection === null) return;
    const { action, problem: found } = actionOf(choice, text);
    if (found !== undefined) {
      setProblem(found);
      return;
    }
    if (action) void start(selection, action);
  };

  const exportCsv = async () => {
    if (selection === null) return;
    const answer = await getBridge().portfolioExportCsv({ selection: selectionInput(selection) });
    if (answer.ok) downloadText('domains.csv', answer.data);
    else setError(answer.error);
  };

  // The domains the action goes to: those it reaches when it calls the API.
  const target = choice !== null && NEEDS_API.has(choice) ? reached : count;
  const close = () => {
    setChoice(null);
  };
  return (
    <>
      <BulkActionsMenu
        count={count}
        disabled={count === 0 || selection === null}
        unsupported={unsupported}
        offlineReason={offlineReason}
        onChoose={(item) => {
          setProblem(null);
          if (item === 'export') void exportCsv();
          else setChoice(item);
        }}
      />
      {error && <ErrorAlert error={error} title="The action could not start" />}
      {jobId !== null && (
        <BulkResult
          jobId={jobId}
          onRetry={(names) => {
            if (selection === null || lastAction === null) return;
            void start({ kind: 'names', accountId: selection.accountId, names }, lastAction);
          }}
        />
      )}
      {choice !== null && !OWN_DIALOG.has(choice) && (
        <BulkConfirmDialog
          choice={choice}
          count={count}
          target={target}
          leftOut={leftOut}
          text={text}
          problem={problem}
          busy={busy}
          onText={(value) => {
            setText(value);
            setProblem(null);
          }}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
      {choice !== null && OWN_DIALOG.has(choice) && selection !== null && (
        <BulkChoiceDialogs
          choice={choice}
          selection={selection}
          count={count}
          reach={reach}
          busy={busy}
          onStart={(action) => void start(selection, action)}
          onClose={close}
        />
      )}
    </>
  );
}

import { Alert, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { jobsStore } from '../../../state/jobsStore';
import { getBridge } from '../../../bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { downloadText } from '../../../components/downloadText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { useCurrentAccount } from '../../../state/currentAccount';
import { actionInput, selectionInput } from '../grid/bridgeInput';
import {
  CHOICE_LABELS,
  CONFIRM_VERBS,
  NEEDS_API,
  changeText,
  domainsText,
  tagProblem,
} from './bulkActionText';
import type { BulkChoice } from './bulkActionText';
import { missingFeatureReason } from './bulkActionText';
import { BulkNotesDialog } from './BulkNotesDialog';
import { BulkResult } from './BulkResult';
import { CopyDialog } from '../copy/CopyDialog';
import { ApplyPresetDialog } from '../copy/ApplyPresetDialog';
import { RenewDialog } from './RenewDialog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { SetNameserversDialog } from './SetNameserversDialog';
import { useBulkReach } from './useBulkReach';
import { leftOutText } from '../../../../../shared/bulk/bulkReach';

const MENU: readonly (BulkChoice | null)[] = [
  'sync',
  null,
  'lock',
  'unlock',
  'idProtectionOn',
  'idProtectionOff',
  'setNameservers',
  'copyFromModel',
  'applyPreset',
  null,
  'renew',
  null,
  'addTags',
  'removeTags',
  'setNotes',
  'export',
  null,
  'remove',
];

/** Choices with a dialog of their own rather than the one confirm. */
const OWN_DIALOG: ReadonlySet<BulkChoice> = new Set([
  'renew',
  'export',
  'copyFromModel',
  'applyPreset',
  'setNameservers',
  'setNotes',
]);

function actionOf(choice: BulkChoice, text: string): { action?: BulkAction; problem?: string } {
  if (choice === 'addTags' || choice === 'removeTags') {
    const tags = [
      ...new Set(
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== ''),
      ),
    ];
    const problem = tagProblem(tags);
    return problem === null ? { action: { kind: choice, tags } } : { problem };
  }
  if (
    choice === 'renew' ||
    choice === 'export' ||
    choice === 'copyFromModel' ||
    choice === 'applyPreset' ||
    choice === 'setNameservers' ||
    choice === 'setNotes'
  ) {
    return {};
  }
  return { action: { kind: choice } };
}

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

  const editable = choice === 'addTags' || choice === 'removeTags';
  const pending = choice === null ? null : actionOf(choice, text).action;
  // The domains the action goes to: those it reaches when it calls the API.
  const target = choice !== null && NEEDS_API.has(choice) ? reached : count;
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {count === 0 ? 'No domain selected' : `${domainsText(count)} selected`}
        </Text>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" disabled={count === 0 || selection === null}>
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MENU.map((item, index) =>
              item === null ? (
                <Menu.Divider key={`divider-${index}`} />
              ) : (
                <Tooltip
                  key={item}
                  label={missingFeatureReason(item, unsupported) ?? offlineReason}
                  disabled={
                    missingFeatureReason(item, unsupported) === null &&
                    (!NEEDS_API.has(item) || offlineReason === null)
                  }
                >
                  <Menu.Item
                    color={item === 'remove' ? 'red' : undefined}
                    disabled={
                      missingFeatureReason(item, unsupported) !== null ||
                      (NEEDS_API.has(item) && offlineReason !== null)
                    }
                    onClick={() => {
                      setProblem(null);
                      if (item === 'export') void exportCsv();
                      else setChoice(item);
                    }}
                  >
                    {CHOICE_LABELS[item]}
                  </Menu.Item>
                </Tooltip>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
        {offlineReason !== null && (
          <Text size="xs" c="dimmed">
            Changes through the API are disabled: {offlineReason}
          </Text>
        )}
      </Group>
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
        <ConfirmDialog
          opened
          title={`${CHOICE_LABELS[choice].replace('…', '')}: ${domainsText(count)}`}
          confirmLabel={`${CONFIRM_VERBS[choice]} ${domainsText(target)}`}
          danger={choice === 'remove' || choice === 'unlock' || choice === 'idProtectionOff'}
          busy={busy}
          disabled={target === 0}
          onConfirm={confirm}
          onCancel={() => {
            setChoice(null);
          }}
        >
          {editable && (
            <GrowingTextarea
              label="Tags (separated by commas)"
              minRows={1}
              maxRows={8}
              value={text}
              error={problem}
              data-autofocus
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
              }}
            />
          )}
          <Alert color={choice === 'remove' ? 'red' : 'blue'} variant="light">
            {pending ? changeText(pending, target) : `Applies to ${domainsText(target)}.`}
          </Alert>
          {NEEDS_API.has(choice) && leftOut !== null && (
            <Alert color="yellow" variant="light" title="Left out">
              {leftOut} They are not in the account, so the API cannot change them.
            </Alert>
          )}
        </ConfirmDialog>
      )}
      {choice === 'copyFromModel' && selection !== null && (
        <CopyDialog
          selection={selection}
          count={count}
          onClose={() => {
            setChoice(null);
          }}
        />
      )}
      {choice === 'applyPreset' && selection !== null && (
        <ApplyPresetDialog
          selection={selection}
          count={count}
          onClose={() => {
            setChoice(null);
          }}
        />
      )}
      {choice === 'setNameservers' && selection !== null && (
        <SetNameserversDialog
          selection={selection}
          count={count}
          reach={reach}
          onClose={() => {
            setChoice(null);
          }}
        />
      )}
      {choice === 'setNotes' && selection !== null && (
        <BulkNotesDialog
          selection={selection}
          count={count}
          busy={busy}
          onConfirm={(action) => void start(selection, action)}
          onClose={() => {
            setChoice(null);
          }}
        />
      )}
      {choice === 'renew' && selection !== null && (
        <RenewDialog
          selection={selection}
          onClose={() => {
            setChoice(null);
          }}
        />
      )}
    </>
  );
}

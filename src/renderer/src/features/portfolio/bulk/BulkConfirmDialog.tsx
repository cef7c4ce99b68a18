import { Alert } from '@mantine/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { CHOICE_LABELS, CONFIRM_VERBS, NEEDS_API, changeText, domainsText } from './bulkActionText';
import type { BulkChoice } from './bulkActionText';
import { actionOf } from './bulkMenu';

/**
 * The one confirm of a choice without a dialog of its own: how many domains and what changes
 * (the tags typed, for a tag change), and those an action through the API leaves out.
 */
export function BulkConfirmDialog({
  choice,
  count,
  target,
  leftOut,
  text,
  problem,
  busy,
  onText,
  onConfirm,
  onCancel,
}: {
  choice: BulkChoice;
  /** The domains selected. */
  count: number;
  /** The domains the action goes to: those it reaches when it calls the API. */
  target: number;
  leftOut: string | null;
  text: string;
  problem: string | null;
  busy: boolean;
  onText: (text: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const editable = choice === 'addTags' || choice === 'removeTags';
  const pending = actionOf(choice, text).action;
  return (
    <ConfirmDialog
      opened
      title={`${CHOICE_LABELS[choice].replace('…', '')}: ${domainsText(count)}`}
      confirmLabel={`${CONFIRM_VERBS[choice]} ${domainsText(target)}`}
      danger={choice === 'remove' || choice === 'unlock' || choice === 'idProtectionOff'}
      busy={busy}
      disabled={target === 0}
      onConfirm={onConfirm}
      onCancel={onCancel}
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
            onText(event.currentTarget.value);
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
  );
}

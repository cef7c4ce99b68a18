import type { BulkAction } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { tagProblem } from './bulkActionText';
import type { BulkChoice } from './bulkActionText';

/** The Actions menu's entries, in order; `null` is a divider. */
export const MENU: readonly (BulkChoice | null)[] = [
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
export const OWN_DIALOG: ReadonlySet<BulkChoice> = new Set([
  'renew',
  'export',
  'copyFromModel',
  'applyPreset',
  'setNameservers',
  'setNotes',
]);

/** The action the one confirm sends for a choice (and the tags typed), or why it cannot. */
export function actionOf(
  choice: BulkChoice,
  text: string,
): { action?: BulkAction; problem?: string } {
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

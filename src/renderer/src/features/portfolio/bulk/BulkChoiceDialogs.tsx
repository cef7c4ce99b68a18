import type { BulkReach } from '../../../../../shared/bulk/bulkReach';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { ApplyPresetDialog } from '../copy/ApplyPresetDialog';
import { CopyDialog } from '../copy/CopyDialog';
import type { BulkChoice } from './bulkActionText';
import { BulkNotesDialog } from './BulkNotesDialog';
import { RenewDialog } from './RenewDialog';
import { SetNameserversDialog } from './SetNameserversDialog';

/** The dialog of a choice that has one of its own (copy, preset, nameservers, notes, renew). */
export function BulkChoiceDialogs({
  choice,
  selection,
  count,
  reach,
  busy,
  onStart,
  onClose,
}: {
  choice: BulkChoice;
  selection: PortfolioSelection;
  count: number;
  reach: BulkReach | null;
  busy: boolean;
  /** Starts the bulk job of a dialog that sends its action through the bar (notes). */
  onStart: (action: BulkAction) => void;
  onClose: () => void;
}) {
  switch (choice) {
    case 'copyFromModel':
      return <CopyDialog selection={selection} count={count} onClose={onClose} />;
    case 'applyPreset':
      return <ApplyPresetDialog selection={selection} count={count} onClose={onClose} />;
    case 'setNameservers':
      return (
        <SetNameserversDialog selection={selection} count={count} reach={reach} onClose={onClose} />
      );
    case 'setNotes':
      return (
        <BulkNotesDialog
          selection={selection}
          count={count}
          busy={busy}
          onConfirm={onStart}
          onClose={onClose}
        />
      );
    case 'renew':
      return <RenewDialog selection={selection} onClose={onClose} />;
    default:
      return null;
  }
}

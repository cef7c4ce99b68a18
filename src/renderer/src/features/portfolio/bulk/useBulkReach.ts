import type { BulkReach } from '../../../../../shared/bulk/bulkReach';
import type { PortfolioSelection } from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { selectionInput } from '../grid/bridgeInput';

/**
 * How many of the selection an action through the API reaches, and how many it leaves out
 * (pending, no longer in the account); null while counted, or when no selection is given. A
 * count that cannot be read leaves the dialog as it was: the job leaves them out all the same.
 */
export function useBulkReach(selection: PortfolioSelection | null): BulkReach | null {
  const read = useBridgeRead(
    'portfolio:bulkReach',
    selection === null ? null : { selection: selectionInput(selection) },
  );
  return read.status === 'ok' ? read.data : null;
}

import type { ChannelInput } from '../../../../../shared/ipc';
import type {
  BulkAction,
  PortfolioSelection,
} from '../../../../../shared/ipc/channels/portfolioBulkTypes';
import type { CopySource } from '../../../../../shared/ipc/channels/portfolioCopyTypes';
import type { PortfolioFilter } from '../../../../../shared/ipc/channels/portfolioTypes';

type FilterInput = NonNullable<ChannelInput<'portfolio:list'>>;
type SelectionInput = ChannelInput<'portfolio:bulk'>['selection'];

/** The filter as the channel takes it (its arrays are plain, not read-only). */
export function filterInput(filter: PortfolioFilter): FilterInput {
  return { ...filter, statuses: filter.statuses === undefined ? undefined : [...filter.statuses] };
}

export function selectionInput(selection: PortfolioSelection): SelectionInput {
  return selection.kind === 'names'
    ? { ...selection, names: [...selection.names] }
    : {
        ...selection,
        filter: filterInput(selection.filter),
        except: selection.except === undefined ? undefined : [...selection.except],
        runs:
          selection.runs === undefined
            ? undefined
            : { ...selection.runs, runs: selection.runs.runs.map((run) => ({ ...run })) },
        also: selection.also === undefined ? undefined : [...selection.also],
      };
}

export function actionInput(action: BulkAction): ChannelInput<'portfolio:bulk'>['action'] {
  if (action.kind === 'setNameservers') return { ...action, nameservers: [...action.nameservers] };
  if (action.kind === 'addTags' || action.kind === 'removeTags')
    return { ...action, tags: [...action.tags] };
  return action;
}

export function copySourceInput(
  source: CopySource,
): ChannelInput<'portfolio:copyPreview'>['source'] {
  return source.kind === 'nameservers'
    ? { ...source, nameservers: [...source.nameservers] }
    : source;
}

import type { portfolioChannels } from '../../../shared/ipc/channels/portfolio';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function portfolioHandlers(services: Services): HandlersFor<typeof portfolioChannels> {
  return {
    'portfolio:list': (query) => services.portfolio.list(query),
    'portfolio:get': (ref) => services.portfolio.get(ref),
    'portfolio:addNames': ({ accountId, text }) => services.portfolio.addNames(accountId, text),
    'portfolio:importCsv': ({ accountId, csv }) => services.portfolio.importCsv(accountId, csv),
    'portfolio:sync': ({ accountId, name }) => services.portfolio.sync(accountId, name),
    'portfolio:syncMany': (request) => services.portfolio.syncMany(request ?? {}),
    'portfolio:remove': ({ names, accountId }) => services.portfolio.remove(names, accountId),
    'portfolio:setTags': ({ names, tags, accountId }) =>
      services.portfolio.setTags(names, tags, accountId),
    'portfolio:setNotes': ({ name, accountId, notes }) =>
      services.portfolio.setNotes({ name, accountId }, notes),
    'portfolio:bulk': ({ selection, action }) => services.portfolio.bulk(selection, action),
    'portfolio:copyPreview': ({ selection, source, part }) =>
      services.portfolio.copyPreview(selection, source, part),
    'portfolio:copyApply': ({ previewJobId }) => services.portfolio.copyApply(previewJobId),
    'portfolio:selectionNames': ({ selection, limit }) =>
      services.portfolio.selectionNames(selection, limit),
    'portfolio:exportCsv': ({ selection }) => services.portfolio.exportCsv(selection),
    'portfolio:previewNames': ({ accountId, format, text }) =>
      services.portfolio.previewNames(accountId, format, text),
    'portfolio:tags': () => services.portfolio.tags(),
    'portfolio:unsupported': ({ accountId }) => services.portfolio.unsupported(accountId),
    'portfolio:resetUnsupported': ({ accountId }) => {
      services.portfolio.resetUnsupported(accountId);
      return null;
    },
  };
}

import type { portfolioChannels } from '../../../shared/ipc/channels/portfolio';
import type { AddReport } from '../../../shared/ipc/channels/portfolioTypes';
import { redactKnownSecrets, redactSecrets } from '../../../shared/ipc/redactSecrets';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

/**
 * A report on pasted text or a file echoes each line: an API key pasted by mistake (into the
 * wrong box, or with the names) must not come back. Known keys are removed from every line;
 * a line that is no name at all is also cleared of anything shaped like a key.
 */
function withoutKeys(report: AddReport, known: readonly string[]): AddReport {
  return {
    ...report,
    lines: report.lines.map((line) => ({
      ...line,
      input:
        line.outcome === 'invalid'
          ? redactSecrets(line.input, known)
          : redactKnownSecrets(line.input, known),
      reason: redactKnownSecrets(line.reason, known),
      ...(line.name !== undefined && { name: redactKnownSecrets(line.name, known) }),
      ...(line.unicodeName !== undefined && {
        unicodeName: redactKnownSecrets(line.unicodeName, known),
      }),
    })),
  };
}

export function portfolioHandlers(services: Services): HandlersFor<typeof portfolioChannels> {
  const clean = async (report: Promise<AddReport>): Promise<AddReport> =>
    withoutKeys(await report, services.knownSecrets());
  return {
    'portfolio:list': (query) => services.portfolio.list(query),
    'portfolio:get': (ref) => services.portfolio.get(ref),
    'portfolio:health': ({ accountId, profileId }) =>
      services.portfolio.health(accountId, profileId),
    'portfolio:addNames': ({ accountId, text }) =>
      clean(services.portfolio.addNames(accountId, text)),
    'portfolio:importCsv': ({ accountId, csv, updateExisting }) =>
      clean(
        services.portfolio.importCsv(accountId, csv, { updateExisting: updateExisting === true }),
      ),
    'portfolio:sync': ({ accountId, name }) => services.portfolio.sync(accountId, name),
    'portfolio:syncMany': (request) => services.portfolio.syncMany(request ?? {}),
    'portfolio:remove': ({ names, accountId }) => services.portfolio.remove(names, accountId),
    'portfolio:setTags': ({ names, tags, accountId }) =>
      services.portfolio.setTags(names, tags, accountId),
    'portfolio:setNotes': ({ name, accountId, notes }) =>
      services.portfolio.setNotes({ name, accountId }, notes),
    'portfolio:notesPreview': ({ selection, notes, mode }) =>
      services.portfolio.notesPreview(selection, { notes, mode }),
    'portfolio:bulk': ({ selection, action }) => services.portfolio.bulk(selection, action),
    'portfolio:copyPreview': ({ selection, source, part }) =>
      services.portfolio.copyPreview(selection, source, part),
    'portfolio:copyApply': ({ previewJobId, confirmedZoneRemovals }) =>
      services.portfolio.copyApply(previewJobId, { confirmedZoneRemovals }),
    'portfolio:bulkReach': ({ selection }) => services.portfolio.bulkReach(selection),
    'portfolio:selectionNames': ({ selection, limit }) =>
      services.portfolio.selectionNames(selection, limit),
    'portfolio:exportCsv': ({ selection }) => services.portfolio.exportCsv(selection),
    'portfolio:previewNames': ({ accountId, format, text }) =>
      clean(services.portfolio.previewNames(accountId, format, text)),
    'portfolio:tags': () => services.portfolio.tags(),
    'portfolio:unsupported': ({ accountId }) => services.portfolio.unsupported(accountId),
    'portfolio:resetUnsupported': ({ accountId }) => {
      services.portfolio.resetUnsupported(accountId);
      return null;
    },
  };
}

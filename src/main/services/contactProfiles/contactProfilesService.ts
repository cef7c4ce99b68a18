import { AppFailure } from '../../../shared/ipc';
import type {
  ContactProfileInput,
  ContactProfileView,
} from '../../../shared/ipc/channels/contactProfiles';
import { DuplicateError } from '../../cache/cacheErrors';
import { checkContact } from '../../../shared/contacts/contactRules';
import { rejectIssues } from '../domains/domainCalls';
import type { ServiceContext } from '../serviceContext';

export interface ContactProfilesService {
  /** Sorted by name. */
  list(): ContactProfileView[];
  /** Creates a profile, or updates the one named by `id`; the contact is checked first. */
  save(input: ContactProfileInput): ContactProfileView;
  remove(id: string): { removed: boolean };
}

export function createContactProfilesService(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
): ContactProfilesService {
  const profiles = ctx.cache.contactProfiles;
  const changed = (): void => {
    ctx.events.emit('cache:changed', { scope: 'contactProfiles' });
  };

  return {
    list: () => profiles.list(),

    save(input) {
      const checked = checkContact(input.contact);
      const issues = checked.issues.map((issue) => ({ ...issue, path: `contact.${issue.path}` }));
      rejectIssues(issues, `The contact profile "${input.name}" cannot be saved`);
      if (!checked.contact) throw new AppFailure('invalid_input', 'The contact is incomplete.');
      // The repository would create a profile under an unknown id; an edit of a profile
      // removed meanwhile (in another window) is refused instead of quietly brought back.
      if (input.id !== undefined && profiles.get(input.id) === null) {
        throw new AppFailure(
          'not_found',
          'This contact profile no longer exists. Save it as a new profile instead.',
        );
      }
      try {
        const saved = profiles.save({
          ...(input.id !== undefined && { id: input.id }),
          name: input.name,
          contact: checked.contact,
        });
        changed();
        return saved;
      } catch (error) {
        if (error instanceof DuplicateError) throw new AppFailure('conflict', error.message);
        throw error;
      }
    },

    remove(id) {
      const removed = profiles.remove(id);
      if (removed) changed();
      return { removed };
    },
  };
}

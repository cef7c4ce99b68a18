import { useCurrentAccount } from '../../state/currentAccount';
import { useNavigation } from '../../state/navigationStore';

export interface DomainRef {
  readonly name: string;
  readonly accountId?: string;
}

/** The domain the page shows, in the current account (a name may exist in several). */
export function useDomainRef(): DomainRef | null {
  const name = useNavigation((state) => state.domain);
  const accountId = useCurrentAccount()?.id;
  if (name === null) return null;
  return accountId === undefined ? { name } : { name, accountId };
}

export function refKey(ref: DomainRef): string {
  return `${ref.accountId ?? ''}/${ref.name}`;
}

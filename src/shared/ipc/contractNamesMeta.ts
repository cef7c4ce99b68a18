import type { ContractNames } from './bridgeMethods';
import type { ChannelName, EventName } from './contract';
import { CONTRACT_NAME_PATTERN } from './names';

/**
 * The browser preview hands the page the contract's names in a meta tag, so the page builds
 * its bridge without bundling every channel's input schema (those are checked in main).
 * Content: request channels, then `|`, then events, each list separated by spaces.
 */
export const WEB_CONTRACT_META = 'domaindesk-contract';

export function contractNamesText(names: ContractNames): string {
  return `${names.channels.join(' ')} | ${names.events.join(' ')}`;
}

function nameList(text: string | undefined): string[] {
  return (text ?? '').split(' ').filter((name) => CONTRACT_NAME_PATTERN.test(name));
}

/** The names a page was given; names that cannot be contract names are dropped. */
export function parseContractNames(text: string): ContractNames {
  const [channels, events] = text.split('|');
  return {
    channels: nameList(channels) as ChannelName[],
    events: nameList(events) as EventName[],
  };
}

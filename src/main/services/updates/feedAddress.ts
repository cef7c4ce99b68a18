/**
 * Where DomainDesk's releases are published: the "latest release" of its GitHub repository
 * (a published release, not a draft or a pre-release; see docs/releasing.md).
 */
export const DEFAULT_UPDATE_FEED =
  'https://api.github.com/repos/domaindesk/domaindesk/releases/latest';

/**
 * Replaces the feed for a run (tests, a preview without network, a mirror): an https address,
 * or plain http to this machine.
 */
export const UPDATE_FEED_ENV = 'DOMAINDESK_UPDATE_FEED';

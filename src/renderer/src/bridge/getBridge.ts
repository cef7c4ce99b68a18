import type { DomainDeskApi } from '../../../shared/ipc/bridgeTypes';
import { buildBridgeApi } from '../../../shared/ipc/bridgeMethods';
import { parseContractNames, WEB_CONTRACT_META } from '../../../shared/ipc/contractNamesMeta';
import { parseStartData, WEB_START_META } from '../../../shared/ipc/startDataMeta';
import type { StartData } from '../../../shared/ipc/startDataMeta';
import {
  WEB_OPEN_QUERY,
  WEB_OPEN_THE_PRINTED_ADDRESS_PATH,
  WEB_SECRET_META,
  WEB_SECRET_QUERY,
  WEB_SECRET_STORAGE_KEY,
} from '../../../shared/ipc/webProtocol';
import { createWebTransport } from './webTransport';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser preview. */
    readonly domainDesk?: DomainDeskApi;
  }
}

let bridge: DomainDeskApi | undefined;

/** A meta tag's content, read once: an injected script or extension later finds nothing. */
function takeMeta(name: string): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  meta?.remove();
  return meta?.content ?? '';
}

/**
 * The run's secret: handed over with the page, or, on a reload (the page cookie alone brings
 * the page without it), kept by this tab. sessionStorage belongs to this tab and this origin,
 * port included, unlike a cookie, which the browser sends to every port of 127.0.0.1.
 */
function runSecret(): string {
  const handed = takeMeta(WEB_SECRET_META);
  if (handed !== '') {
    window.sessionStorage.setItem(WEB_SECRET_STORAGE_KEY, handed);
    return handed;
  }
  const kept = window.sessionStorage.getItem(WEB_SECRET_STORAGE_KEY);
  // A new tab on the bare address: the cookie brought the page, nothing brings the secret.
  if (kept === null) window.location.replace(WEB_OPEN_THE_PRINTED_ADDRESS_PATH);
  return kept ?? '';
}

function browserBridge(): DomainDeskApi {
  const secret = runSecret();
  const names = parseContractNames(takeMeta(WEB_CONTRACT_META));
  // The secret has done its job in the address bar; keep it out of bookmarks and screenshots.
  const url = new URL(window.location.href);
  if (url.searchParams.has(WEB_SECRET_QUERY) || url.searchParams.has(WEB_OPEN_QUERY)) {
    url.searchParams.delete(WEB_SECRET_QUERY);
    url.searchParams.delete(WEB_OPEN_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }
  return buildBridgeApi(
    createWebTransport({
      baseUrl: window.location.origin,
      secret,
      fetch: (input, init) => window.fetch(input, init),
      openEventSource: (eventsUrl) => new EventSource(eventsUrl),
    }),
    names,
  );
}

/** The typed API: the preload's `window.domainDesk` in Electron, the HTTP transport otherwise. */
export function getBridge(): DomainDeskApi {
  bridge ??= window.domainDesk ?? browserBridge();
  return bridge;
}

/** The answers the browser preview sent with the page, if any (never in Electron). */
export function takeStartData(): StartData | undefined {
  return parseStartData(takeMeta(WEB_START_META));
}

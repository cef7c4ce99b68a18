import { createBridgeApi } from '../../../shared/ipc/bridgeApi';
import type { DomainDeskApi } from '../../../shared/ipc/bridgeApi';
import { WEB_SECRET_META, WEB_SECRET_QUERY } from '../../../shared/ipc/webProtocol';
import { createWebTransport } from './webTransport';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser preview. */
    readonly domainDesk?: DomainDeskApi;
  }
}

let bridge: DomainDeskApi | undefined;

function browserBridge(): DomainDeskApi {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${WEB_SECRET_META}"]`);
  const secret = meta?.content ?? '';
  // Read once: an injected script or extension reading the DOM later finds nothing.
  meta?.remove();
  // The secret has done its job in the address bar; keep it out of bookmarks and screenshots.
  const url = new URL(window.location.href);
  if (url.searchParams.has(WEB_SECRET_QUERY)) {
    url.searchParams.delete(WEB_SECRET_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }
  return createBridgeApi(
    createWebTransport({
      baseUrl: window.location.origin,
      secret,
      fetch: (input, init) => window.fetch(input, init),
      openEventSource: (eventsUrl) => new EventSource(eventsUrl),
    }),
  );
}

/** The typed API: the preload's `window.domainDesk` in Electron, the HTTP transport otherwise. */
export function getBridge(): DomainDeskApi {
  bridge ??= window.domainDesk ?? browserBridge();
  return bridge;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { WEB_EVENTS_PATH, WEB_IPC_PATH } from '../shared/ipc/webProtocol';
import { openThePrintedAddressPage } from './requestGate';

export const TEXT = 'text/plain; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

export function send(response: ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

/** A person opening a page is told what to do; calls from scripts get a short refusal. */
export function refuseWithoutSecret(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): void {
  const isCall = path.startsWith(WEB_IPC_PATH) || path.startsWith(WEB_EVENTS_PATH);
  if (!isCall && (request.method === 'GET' || request.method === 'HEAD')) {
    send(response, 403, openThePrintedAddressPage(), 'text/html; charset=utf-8');
    return;
  }
  send(
    response,
    403,
    'Forbidden: open the address `npm run web` printed; it carries the secret of this run.',
    TEXT,
  );
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Account } from './accounts';
import { authenticate, isAllowedAddress, isBlockedAgent, rateLimitWait } from './auth';
import { faultReply } from './faults';
import { parsePhpForm } from './php/parseForm';
import {
  authError,
  json,
  notAllowed,
  notFound,
  proxyBlock,
  rateLimited,
  type Reply,
} from './replies';
import { redactHeaders } from './requestLog';
import { dispatch, pathSegments } from './router';
import { apiRoutes } from './routes/index';
import type { SandboxState } from './state';
import type { RequestLogEntry } from './types';

export const BASE_PATH = '/modules/addons/DomainsReseller/api/index.php';
export const CONTROL_PATH = '/__sandbox';

const MAX_BODY_BYTES = 1_000_000;
// PHP's default max_input_vars: pairs beyond it never reach the application.
const MAX_INPUT_VARS = 1000;

export interface RawRequest {
  method: string;
  path: string;
  query: string;
  body: string;
}

export type ControlHandler = (req: RawRequest, res: ServerResponse) => void;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

export function writeReply(res: ServerResponse, reply: Reply, now: number): void {
  if (res.destroyed || res.writableEnded) return;
  res.statusCode = reply.status;
  res.setHeader('Date', new Date(now).toUTCString());
  res.setHeader('Content-Type', reply.contentType);
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.end(reply.body);
}

/** The reply's headers and the start of its body, then the connection closes. */
function writeTruncated(res: ServerResponse, reply: Reply, now: number, keepBytes?: number): void {
  const body = Buffer.from(reply.body);
  const keep = Math.min(keepBytes ?? Math.floor(body.length / 2), Math.max(body.length - 1, 0));
  res.statusCode = reply.status;
  res.setHeader('Date', new Date(now).toUTCString());
  res.setHeader('Content-Type', reply.contentType);
  res.setHeader('Content-Length', String(body.length));
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.write(body.subarray(0, keep), () => res.destroy());
}

/** Proxy check, authentication, rate limit, then the action itself. */
function answer(
  state: SandboxState,
  req: IncomingMessage,
  segments: readonly string[],
  body: Record<string, unknown>,
  query: Record<string, unknown>,
): { reply: Reply; account?: Account } {
  if (!state.allowAnyUserAgent && isBlockedAgent(header(req, 'user-agent'))) {
    return { reply: proxyBlock() };
  }
  const now = state.clock.now();
  const account = authenticate(
    state.accounts,
    header(req, 'username'),
    header(req, 'token'),
    now,
    state.tokenSkewHours,
  );
  if (!account) return { reply: authError().reply };
  if (!isAllowedAddress(account, req.socket.remoteAddress)) {
    return { reply: notAllowed().reply, account };
  }
  const wait = rateLimitWait(account, now);
  if (wait > 0) return { reply: rateLimited(wait), account };
  state.domains.settle();
  const method = req.method ?? 'GET';
  return {
    reply: dispatch(apiRoutes, method, segments, { state, account, now, body, query }),
    account,
  };
}

/** Waits until the monotonic instant `at`; no timer at all when it has passed. */
async function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  if (wait > 0) await sleep(wait);
}

async function handleApi(
  state: SandboxState,
  req: IncomingMessage,
  res: ServerResponse,
  raw: RawRequest,
  arrivedAt: number,
): Promise<void> {
  const actionPath = raw.path.slice(BASE_PATH.length);
  const segments = pathSegments(actionPath);
  const isForm = (header(req, 'content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded');
  const body =
    raw.method === 'POST' && isForm ? parsePhpForm(raw.body, { maxInputVars: MAX_INPUT_VARS }) : {};
  const entry: RequestLogEntry = {
    method: raw.method,
    path: actionPath === '' ? '' : `/${segments.join('/')}`,
    status: 0,
    body,
    query: parsePhpForm(raw.query, { maxInputVars: MAX_INPUT_VARS }),
    headers: redactHeaders(req.headers),
    at: state.clock.now(),
  };
  state.log.add(entry);

  const fault = state.faults.pick(entry.method, entry.path);
  const delayMs = fault?.delayMs ?? 0;
  // Injected latency is the whole time to an answer, as a real provider's is: the request
  // reaches the handler half-way through it and the answer leaves at its end, so the
  // simulator's own work is part of the latency and not added to it.
  const answerAt = arrivedAt + delayMs;
  if (delayMs > 0) await sleep(delayMs / 2);
  const action = fault?.action;
  if (action?.kind === 'drop' && action.when === 'before-handling') {
    await sleepUntil(answerAt);
    req.socket.destroy();
    return;
  }
  if (action?.kind === 'status' || action?.kind === 'malformed') {
    const reply = faultReply(action);
    entry.status = reply.status;
    await sleepUntil(answerAt);
    writeReply(res, reply, state.clock.now());
    return;
  }
  const { reply, account } = answer(state, req, segments, body, entry.query);
  if (account) entry.account = account.email;
  await sleepUntil(answerAt);
  if (action?.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  entry.status = reply.status;
  if (action?.kind === 'truncate') {
    writeTruncated(res, reply, state.clock.now(), action.keepBytes);
    return;
  }
  writeReply(res, reply, state.clock.now());
}

async function handle(
  state: SandboxState,
  control: ControlHandler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const arrivedAt = performance.now();
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const body = await readBody(req);
  const now = state.clock.now();
  if (body === undefined) {
    writeReply(res, json({ error: 'Request body too large' }, 413), now);
    return;
  }
  const raw: RawRequest = {
    method: req.method ?? 'GET',
    path,
    query: q === -1 ? '' : url.slice(q + 1),
    body,
  };
  if (path === CONTROL_PATH || path.startsWith(`${CONTROL_PATH}/`)) {
    control(raw, res);
    return;
  }
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) {
    await handleApi(state, req, res, raw, arrivedAt);
    return;
  }
  const blocked = !state.allowAnyUserAgent && isBlockedAgent(header(req, 'user-agent'));
  writeReply(res, blocked ? proxyBlock() : notFound(), now);
}

/** The simulator's HTTP server: the API under BASE_PATH, the control surface under CONTROL_PATH. */
export function createSandboxServer(state: SandboxState, control: ControlHandler): Server {
  return createServer((req, res) => {
    handle(state, control, req, res).catch((err: unknown) => {
      console.error('sandbox: request failed', err);
      writeReply(res, json({ error: 'Internal server error' }, 500), state.clock.now());
    });
  });
}

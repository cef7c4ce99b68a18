import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { SandboxCore } from './core';
import { json, type Reply } from './replies';
import { matches, type RequestFilter } from './requestLog';
import { pathSegments } from './router';
import { CONTROL_PATH, writeReply, type ControlHandler, type RawRequest } from './server';
import type { FaultRule } from './types';

/**
 * The control surface: JSON over HTTP under /__sandbox, so another process (the app's
 * preview, end-to-end tests) can drive the simulator. No authentication; loopback only.
 */

const accountInit = z.object({
  email: z.string().min(1),
  apiKey: z.string().min(1),
  credit: z.string().optional(),
  currency: z.enum(['USD', 'EUR', 'GBP']).optional(),
  verified: z.boolean().optional(),
  profile: z.enum(['full', 'basic', 'no-epp']).optional(),
  rateLimitPerSecond: z.number().positive().optional(),
  allowedAddresses: z.array(z.string().min(1)).optional(),
});

const faultAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    status: z.number().int(),
    body: z.string().optional(),
    contentType: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ kind: z.literal('drop'), when: z.enum(['before-handling', 'after-handling']) }),
  z.object({
    kind: z.literal('malformed'),
    body: z.string(),
    contentType: z.string().optional(),
    status: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('latency') }),
  z.object({ kind: z.literal('truncate'), keepBytes: z.number().int().min(0).optional() }),
]);

/** A fault rule in JSON: `pathRegex` (+ `pathFlags`) stands for a RegExp path. */
const faultRule = z.object({
  method: z.string().optional(),
  path: z.string().optional(),
  pathRegex: z.string().optional(),
  pathFlags: z.string().optional(),
  times: z.number().int().positive().optional(),
  rate: z.number().min(0).max(1).optional(),
  latencyMs: z.number().min(0).optional(),
  jitterMs: z.number().min(0).optional(),
  action: faultAction,
});

const ENDPOINTS = [
  'POST /accounts {email, apiKey, credit?, currency?, verified?, profile?, rateLimitPerSecond?, allowedAddresses?}',
  'GET /accounts/{email}',
  'POST /accounts/{email}/credit {credit}',
  'POST /accounts/{email}/verified {verified}',
  'POST /accounts/{email}/rate-limit {perSecond: number | null}',
  'POST /accounts/{email}/allowed-addresses {addresses: string[] | null}',
  'GET /accounts/{email}/domains',
  'GET /domains/{name}',
  'GET /domains/{name}/eppcode',
  'POST /provision {name?}',
  'POST /transfers/{name}/complete {outcome?}',
  'POST /faults {method?, path?, pathRegex?, pathFlags?, times?, rate?, latencyMs?, jitterMs?, action}',
  'DELETE /faults',
  'POST /clock {offsetMs}',
  'GET /requests?method=&path=&pathRegex=&account=&limit=',
  'GET /requests/count?method=&path=&pathRegex=&account=',
  'GET /demo',
];

class ControlError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function parseJson<T>(schema: z.ZodType<T>, body: string): T {
  let value: unknown;
  try {
    value = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    throw new ControlError('Body is not JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new ControlError(z.prettifyError(result.error));
  return result.data;
}

function filterFrom(query: string): RequestFilter {
  const params = new URLSearchParams(query);
  const regex = params.get('pathRegex');
  return {
    ...(params.get('method') !== null && { method: params.get('method') ?? '' }),
    ...(params.get('account') !== null && { account: params.get('account') ?? '' }),
    ...(params.get('path') !== null && { path: params.get('path') ?? '' }),
    ...(regex !== null && { path: new RegExp(regex, params.get('pathFlags') ?? '') }),
  };
}

function route(core: SandboxCore, req: RawRequest, baseUrl: () => string): Reply {
  const [first = '', second, third] = pathSegments(req.path.slice(CONTROL_PATH.length));
  const at = `${req.method} /${[first, second, third].filter((s) => s !== undefined).join('/')}`;
  const ok = (value: unknown = { ok: true }, status = 200): Reply => json(value, status);
  const found = (value: unknown, what: string): Reply => {
    if (value === undefined) throw new ControlError(`Unknown ${what}`, 404);
    return ok(value);
  };
  switch (true) {
    case at === 'GET /' || at === 'GET /help':
      return ok({ endpoints: ENDPOINTS, baseUrl: baseUrl() });
    case at === 'POST /accounts': {
      const init = parseJson(accountInit, req.body);
      core.addAccount(init);
      return ok(core.account(init.email), 201);
    }
    case first === 'accounts' &&
      second !== undefined &&
      third === undefined &&
      req.method === 'GET':
      return found(core.account(second), 'account');
    case at === `POST /accounts/${second ?? ''}/credit`:
      core.setCredit(second ?? '', parseJson(z.object({ credit: z.string() }), req.body).credit);
      return ok(core.account(second ?? ''));
    case at === `POST /accounts/${second ?? ''}/verified`:
      core.setVerified(
        second ?? '',
        parseJson(z.object({ verified: z.boolean() }), req.body).verified,
      );
      return ok(core.account(second ?? ''));
    case at === `POST /accounts/${second ?? ''}/rate-limit`: {
      const { perSecond } = parseJson(
        z.object({ perSecond: z.number().positive().nullable() }),
        req.body,
      );
      core.setRateLimit(second ?? '', perSecond ?? undefined);
      return ok(core.account(second ?? ''));
    }
    case at === `POST /accounts/${second ?? ''}/allowed-addresses`: {
      const { addresses } = parseJson(
        z.object({ addresses: z.array(z.string().min(1)).nullable() }),
        req.body,
      );
      core.setAllowedAddresses(second ?? '', addresses ?? undefined);
      return ok(core.account(second ?? ''));
    }
    case at === `GET /accounts/${second ?? ''}/domains`:
      if (!core.account(second ?? '')) throw new ControlError('Unknown account', 404);
      return ok(core.domainsOf(second ?? ''));
    case at === `GET /domains/${second ?? ''}` && second !== undefined:
      return found(core.domain(second), 'domain');
    case at === `GET /domains/${second ?? ''}/eppcode`:
      return ok({ eppcode: core.eppCodeFor(second ?? '') });
    case at === 'POST /provision':
      core.provision(parseJson(z.object({ name: z.string().optional() }), req.body).name);
      return ok();
    case at === `POST /transfers/${second ?? ''}/complete`: {
      const { outcome } = parseJson(
        z.object({ outcome: z.enum(['completed', 'failed']).optional() }),
        req.body,
      );
      core.completeTransfer(second ?? '', outcome);
      return ok(core.domain(second ?? ''));
    }
    case at === 'POST /faults': {
      const { pathRegex, pathFlags, path, ...rest } = parseJson(faultRule, req.body);
      const rule: FaultRule = {
        ...rest,
        ...(path !== undefined && { path }),
        ...(pathRegex !== undefined && { path: new RegExp(pathRegex, pathFlags ?? '') }),
      };
      core.faults.add(rule);
      return ok(undefined, 201);
    }
    case at === 'DELETE /faults' || at === 'POST /faults/clear':
      core.faults.clear();
      return ok();
    case at === 'POST /clock':
      core.setClockOffsetMs(parseJson(z.object({ offsetMs: z.number() }), req.body).offsetMs);
      return ok();
    case at === 'GET /requests': {
      const filter = filterFrom(req.query);
      const limit = Number(new URLSearchParams(req.query).get('limit') ?? '1000');
      const entries = core.requests.filter((e) => matches(e, filter));
      return ok({ count: entries.length, entries: limit > 0 ? entries.slice(-limit) : [] });
    }
    case at === 'GET /requests/count':
      return ok({ count: core.countRequests(filterFrom(req.query)) });
    case at === 'GET /demo':
      return found(
        core.demoCredentials && { ...core.demoCredentials, baseUrl: baseUrl() },
        'demo account',
      );
    default:
      throw new ControlError(`No control endpoint ${at}`, 404);
  }
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

export function createControlHandler(core: SandboxCore, baseUrl: () => string): ControlHandler {
  return (req: RawRequest, res: ServerResponse) => {
    const now = core.state.clock.now();
    let reply: Reply;
    if (req.method === 'OPTIONS') {
      reply = { status: 204, contentType: 'text/plain', body: '' };
    } else {
      try {
        reply = route(core, req, baseUrl);
      } catch (err) {
        const status = err instanceof ControlError ? err.status : 400;
        reply = json({ error: err instanceof Error ? err.message : String(err) }, status);
      }
    }
    writeReply(res, { ...reply, headers: { ...reply.headers, ...CORS } }, now);
  };
}

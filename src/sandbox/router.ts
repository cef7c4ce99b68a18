import type { Account } from './accounts';
import type { Form } from './formFields';
import { ApiError, notFound, type Reply } from './replies';
import type { SandboxState } from './state';

/** What a handler sees of an authenticated request. */
export interface ApiContext {
  state: SandboxState;
  account: Account;
  /** Server clock at arrival. */
  now: number;
  body: Form;
  query: Form;
  /** Decoded path parameters (`domain`, `type`). */
  params: Readonly<Record<string, string>>;
}

export type Handler = (ctx: ApiContext) => Reply;

export interface Route {
  method: 'GET' | 'POST';
  /** Action path with `:name` parameters, e.g. '/domains/:domain/dns'. */
  path: string;
  handler: Handler;
}

/** Splits an action path into decoded segments (undecodable ones stay as sent). */
export function pathSegments(actionPath: string): string[] {
  return actionPath
    .split('/')
    .slice(1)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

function match(route: Route, segments: readonly string[]): Record<string, string> | undefined {
  const parts = route.path.split('/').slice(1);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** Finds the route and runs it; unknown paths or methods answer 404, ApiErrors their reply. */
export function dispatch(
  routes: readonly Route[],
  method: string,
  segments: readonly string[],
  ctx: Omit<ApiContext, 'params'>,
): Reply {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = match(route, segments);
    if (!params) continue;
    try {
      return route.handler({ ...ctx, params });
    } catch (err) {
      if (err instanceof ApiError) return err.reply;
      throw err;
    }
  }
  return notFound();
}

import { STATUS_CODES } from 'node:http';
import { JSON_TYPE, type Reply } from './replies';
import { seededRandom } from './random';
import type { FaultAction, FaultRule } from './types';

interface ActiveRule {
  rule: FaultRule;
  remaining: number | undefined;
}

/** The fault chosen for one request. */
export interface FaultDecision {
  delayMs: number;
  action: FaultAction;
}

function checkRule(rule: FaultRule): void {
  const { times, rate, latencyMs, jitterMs } = rule;
  if (times !== undefined && !(Number.isInteger(times) && times >= 1)) {
    throw new Error('fault times must be a whole number >= 1');
  }
  if (rate !== undefined && !(rate >= 0 && rate <= 1))
    throw new Error('fault rate must be in 0..1');
  if ((latencyMs ?? 0) < 0 || (jitterMs ?? 0) < 0) throw new Error('fault delays must be >= 0');
  const { action } = rule;
  if (action.kind === 'status' && !(action.status >= 100 && action.status <= 599)) {
    throw new Error('fault status must be an HTTP status');
  }
}

/** Fault rules, matched in the order they were added; the first that fires wins. */
export class FaultBook {
  private rules: ActiveRule[] = [];
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  add(rule: FaultRule): void {
    checkRule(rule);
    this.rules.push({ rule, remaining: rule.times });
  }

  clear(): void {
    this.rules = [];
  }

  pick(method: string, path: string): FaultDecision | undefined {
    for (const active of this.rules) {
      const { rule } = active;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method) continue;
      if (rule.path !== undefined && !pathMatches(rule.path, path)) continue;
      if (rule.rate !== undefined && rule.rate < 1 && this.random() >= rule.rate) continue;
      if (active.remaining !== undefined && --active.remaining <= 0) {
        this.rules = this.rules.filter((r) => r !== active);
      }
      const jitter = rule.jitterMs ? this.random() * rule.jitterMs : 0;
      return { delayMs: (rule.latencyMs ?? 0) + jitter, action: rule.action };
    }
    return undefined;
  }
}

function pathMatches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string'
    ? pattern === path
    : new RegExp(pattern.source, pattern.flags).test(path);
}

function guessType(body: string): string {
  const start = body.trimStart();
  if (start.startsWith('<')) return 'text/html; charset=UTF-8';
  if (start.startsWith('{') || start.startsWith('[') || start.startsWith('"')) return JSON_TYPE;
  return 'text/plain; charset=utf-8';
}

/** The answer of a status or malformed fault (both replace handling). */
export function faultReply(action: Extract<FaultAction, { kind: 'status' | 'malformed' }>): Reply {
  if (action.kind === 'malformed') {
    return {
      status: action.status ?? 200,
      contentType: action.contentType ?? guessType(action.body),
      body: action.body,
    };
  }
  const body = action.body ?? JSON.stringify({ error: STATUS_CODES[action.status] ?? 'Error' });
  return {
    status: action.status,
    contentType: action.contentType ?? (action.body === undefined ? JSON_TYPE : guessType(body)),
    body,
    ...(action.headers && { headers: action.headers }),
  };
}

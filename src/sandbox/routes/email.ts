import { listOf } from '../formFields';
import { json, statusSuccess, validationError } from '../replies';
import type { Route } from '../router';
import type { EmailRuleView } from '../types';
import { activeDomain, requireFeature } from './managed';

const MAX_RULES = 100;
const PREFIX = /^[a-z0-9._+-]{0,64}$/i;
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `prefix[]` and `forwardto[]`, aligned by index: the full set of rules. */
function readRules(prefixes: unknown, targets: unknown): EmailRuleView[] {
  const p = listOf(prefixes);
  const f = listOf(targets);
  if (p.length === 0 && f.length === 0) throw validationError('prefix and forwardto are required');
  if (p.length !== f.length) {
    throw validationError(`prefix has ${p.length} entries but forwardto has ${f.length}`);
  }
  if (p.length > MAX_RULES)
    throw validationError(`at most ${MAX_RULES} forwarding rules are accepted`);
  return p.map((prefix, i) => {
    const forwardto = f[i];
    if (typeof prefix !== 'string' || !PREFIX.test(prefix.trim())) {
      throw validationError(`prefix[${i}] is not a valid mailbox name`);
    }
    if (typeof forwardto !== 'string' || !ADDRESS.test(forwardto.trim())) {
      throw validationError(`forwardto[${i}] is not a valid e-mail address`);
    }
    return { prefix: prefix.trim(), forwardto: forwardto.trim() };
  });
}

export const emailRoutes: Route[] = [
  {
    method: 'GET',
    path: '/domains/:domain/email',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      requireFeature(ctx, 'email');
      return json(ctx.state.domains.details(record).emailRules);
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/email',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      requireFeature(ctx, 'email');
      ctx.state.domains.details(record).emailRules = readRules(ctx.body.prefix, ctx.body.forwardto);
      return statusSuccess();
    },
  },
];

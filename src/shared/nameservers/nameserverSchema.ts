import { z } from 'zod';
import { NAMESERVER_KEYS } from '../api';
import { withRule } from '../rules/ruleSchema';
import { checkNameserverList, MAX_NAMESERVERS, splitTypedHosts } from './nameserverRules';

/*
 * The nameserver rule as the one zod schema of every channel that takes a nameserver list
 * (a save, a bulk set, an order, the defaults), so the bridge refuses what the forms and the
 * services refuse, in the same words, on the same slot (`nameservers.ns3`).
 */

/** Typed hosts taken at most: enough to say "6 were given", not a pasted megabyte. */
const MAX_TYPED_HOSTS = MAX_NAMESERVERS * 3;
/** A host name is at most 253 characters; a little more is let through to be named. */
const MAX_TYPED_HOST = 300;

const typedHosts = z
  .array(
    z
      .string({ error: 'Each nameserver must be text.' })
      .max(MAX_TYPED_HOST, { error: `A nameserver is at most ${MAX_TYPED_HOST} characters.` }),
    { error: 'The nameservers must be a list.' },
  )
  .max(MAX_TYPED_HOSTS, { error: `At most ${MAX_NAMESERVERS} nameservers can be set.` });

/** `ns3` as the rule names a slot; a problem of the whole list sits on the list. */
function slotPath(path: string): string[] {
  return /^ns\d+$/.test(path) ? [path] : [];
}

/**
 * A nameserver list: two to five distinct hosts, each a host name without hidden
 * characters. With `optional`, an empty list is taken too (an order that uses the defaults,
 * defaults left unset).
 */
export function nameserverListSchema(options: { optional: boolean }) {
  return typedHosts.superRefine((hosts, ctx) => {
    if (options.optional && hosts.every((host) => host.trim() === '')) return;
    for (const issue of checkNameserverList(hosts).issues) {
      ctx.addIssue({ code: 'custom', path: slotPath(issue.path), message: issue.message });
    }
  });
}

/** The five slots of a nameserver form, `ns1`…`ns5`, as the API names them. */
export type NameserverSlots = Record<(typeof NAMESERVER_KEYS)[number], string>;

export function nameserverSlotsOf(hosts: readonly string[]): NameserverSlots {
  return Object.fromEntries(
    NAMESERVER_KEYS.map((key, i) => [key, hosts[i] ?? '']),
  ) as NameserverSlots;
}

/** A nameserver form's slots, each problem on the slot it was typed in (`ns3`). */
export const nameserverSlotsSchema = withRule(
  z.object({
    ns1: z.string(),
    ns2: z.string(),
    ns3: z.string(),
    ns4: z.string(),
    ns5: z.string(),
  }) satisfies z.ZodType<NameserverSlots>,
  (slots) => checkNameserverList(NAMESERVER_KEYS.map((key) => slots[key])).issues,
);

/**
 * Nameservers typed in one box, one host a line (`hosts`): a list the order rule accepts, its
 * problems in one message on the box. With `optional`, none is taken too.
 */
export function typedNameserversFormSchema(options: { optional: boolean }) {
  return withRule(z.object({ hosts: z.string() }), ({ hosts }) => {
    const typed = splitTypedHosts(hosts);
    if (options.optional && typed.length === 0) return [];
    const { issues } = checkNameserverList(typed);
    return issues.length === 0
      ? []
      : [{ path: 'hosts', message: issues.map((issue) => issue.message).join(' ') }];
  });
}

/**
 * The default nameservers as their settings box holds them: none (each order then gets its
 * own in the cart), or a list the order rule accepts.
 */
export const nameserverDefaultsFormSchema = typedNameserversFormSchema({ optional: true });

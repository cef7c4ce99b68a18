import { z } from 'zod';
import type { FieldIssue } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';
import { childHostProblem, glueIpProblem } from './nameserverRules';

/*
 * A glue change as its form holds it, checked by the rules main's glue checks apply, on the
 * fields of the channel's input (`nameserver`, `ipaddress`, `newIpaddress`), so main's
 * refusal lands on the same fields. An empty field is not yet a problem: the form is only
 * sent once it is filled in.
 */

function issue(path: string, problem: string | undefined): FieldIssue[] {
  return problem === undefined ? [] : [{ path, message: problem }];
}

/** A new glue record of `domain`: its host (under the domain) and its address. */
export function glueRecordFormSchema(domain: string) {
  return withRule(
    z.object({ nameserver: z.string(), ipaddress: z.string() }),
    ({ nameserver, ipaddress }) => [
      ...(nameserver === '' ? [] : issue('nameserver', childHostProblem(nameserver, domain))),
      ...(ipaddress === '' ? [] : issue('ipaddress', glueIpProblem(ipaddress))),
    ],
  );
}

export interface GlueRecordForm extends Record<string, unknown> {
  readonly nameserver: string;
  readonly ipaddress: string;
}

/** The new address of a glue record. */
export const glueAddressFormSchema = withRule(
  z.object({ newIpaddress: z.string() }),
  ({ newIpaddress }) =>
    newIpaddress === '' ? [] : issue('newIpaddress', glueIpProblem(newIpaddress)),
);

export interface GlueAddressForm extends Record<string, unknown> {
  readonly newIpaddress: string;
}

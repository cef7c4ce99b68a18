import {
  checkNameserverHost,
  childHostProblem,
  glueIpProblem,
} from '../../../shared/nameservers/nameserverRules';
import type { FieldIssue } from '../../../shared/rules/fieldIssue';

/** The child nameserver of a glue change, checked with the shared rule. */
export function checkChildHost(
  host: string,
  domain: string,
): { host?: string; issue?: FieldIssue } {
  const problem = childHostProblem(host, domain);
  if (problem !== undefined) return { issue: { path: 'nameserver', message: problem } };
  const checked = checkNameserverHost(host);
  return checked.ok
    ? { host: checked.host }
    : { issue: { path: 'nameserver', message: checked.problem } };
}

/** A glue address, checked with the shared rule; `path` names the field it came in. */
export function checkIpAddress(address: string, path: string): { ip?: string; issue?: FieldIssue } {
  const problem = glueIpProblem(address);
  return problem === undefined ? { ip: address.trim() } : { issue: { path, message: problem } };
}

import { fieldPath } from '../rules/fieldIssue';
import type { EmailRuleView } from '../ipc/channels/domainsTypes';
import type { FieldIssue } from '../rules/fieldIssue';
import { emailAddressProblem } from '../text/emailAddress';
import { visibleText } from '../text/unsafeCharacters';

const PREFIX = /^[a-z0-9._+-]{0,64}$/i;

/**
 * Checks forwarding rules as the user edited them and returns them trimmed. Each problem names
 * the rule (1-based) and the field; the destination must be an address the shared e-mail rule
 * accepts (no hidden characters, no look-alike domain).
 */
export function checkEmailRules(rules: readonly EmailRuleView[]): {
  rules: EmailRuleView[];
  issues: FieldIssue[];
} {
  const issues: FieldIssue[] = [];
  if (rules.length === 0) {
    issues.push({
      path: 'rules',
      message: 'The API cannot store an empty set of forwarding rules; keep at least one rule.',
    });
  }
  const seen = new Map<string, number>();
  const clean = rules.map((rule, i) => {
    const prefix = rule.prefix.trim();
    const forwardto = rule.forwardto.trim();
    const where = `Rule ${i + 1} (${visibleText(prefix) || '*'} → ${visibleText(forwardto) || '?'})`;
    if (!PREFIX.test(prefix)) {
      issues.push({
        path: fieldPath('rules', i, 'prefix'),
        message: `${where}: "${visibleText(prefix)}" is not a mailbox name (letters, digits and . _ + - only).`,
      });
    }
    const addressProblem = emailAddressProblem(forwardto);
    if (addressProblem !== undefined) {
      issues.push({
        path: fieldPath('rules', i, 'forwardto'),
        message: `${where}: "${visibleText(forwardto)}" ${addressProblem}.`,
      });
    }
    const key = `${prefix.toLowerCase()}→${forwardto.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      issues.push({
        path: fieldPath('rules', i),
        message: `${where}: the same rule as rule ${earlier + 1}.`,
      });
    } else seen.set(key, i);
    return { prefix, forwardto };
  });
  return { rules: clean, issues };
}

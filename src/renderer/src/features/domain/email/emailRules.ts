import type { EmailRuleView } from '../../../../../shared/ipc/channels/domainsTypes';
import type { DiffEntry } from '../../../components/DiffView';

const key = (rule: EmailRuleView) =>
  `${rule.prefix.trim().toLowerCase()}→${rule.forwardto.trim().toLowerCase()}`;

/** Rules kept drop out; a mailbox whose destination changed is "changed". */
export function diffEmailRules(
  base: readonly EmailRuleView[],
  next: readonly EmailRuleView[],
): DiffEntry<EmailRuleView>[] {
  const left = [...base];
  const fresh: EmailRuleView[] = [];
  for (const rule of next) {
    const at = left.findIndex((old) => key(old) === key(rule));
    if (at >= 0) left.splice(at, 1);
    else fresh.push(rule);
  }
  const entries: DiffEntry<EmailRuleView>[] = [];
  for (const rule of fresh) {
    const at = left.findIndex(
      (old) => old.prefix.trim().toLowerCase() === rule.prefix.trim().toLowerCase(),
    );
    const before = at >= 0 ? left.splice(at, 1)[0] : undefined;
    entries.push(
      before ? { change: 'changed', before, after: rule } : { change: 'added', after: rule },
    );
  }
  for (const before of left) entries.push({ change: 'removed', before });
  return entries;
}

const PREFIX = /^[a-z0-9._+-]{0,64}$/i;
const ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Problems by `rules[i].field`, each naming its rule as the service does. */
export function checkEmailRules(rules: readonly EmailRuleView[]): Map<string, string> {
  const issues = new Map<string, string>();
  rules.forEach((rule, i) => {
    if (!PREFIX.test(rule.prefix.trim())) {
      issues.set(
        `rules[${i}].prefix`,
        `Rule ${i + 1}: letters, digits and . _ + - only (empty catches all).`,
      );
    }
    if (!ADDRESS.test(rule.forwardto.trim())) {
      issues.set(
        `rules[${i}].forwardto`,
        `Rule ${i + 1}: "${rule.forwardto.trim()}" is not a valid e-mail address.`,
      );
    }
  });
  if (rules.length === 0)
    issues.set('rules', 'The API cannot store an empty set; keep at least one rule.');
  return issues;
}

export function ruleText(rule: EmailRuleView, domain: string): string {
  return `${rule.prefix.trim() === '' ? '*' : rule.prefix.trim()}@${domain} → ${rule.forwardto}`;
}

import { describe, expect, it } from 'vitest';
import { checkEmailRules as checkSharedRules } from '../../../../../shared/email/emailForwardingRules';
import type { EmailRuleView } from '../../../../../shared/ipc/channels/domainsTypes';
import { diffEmailRules } from './emailRules';

/** The shared rule's problems by path, as the editor's form shows them. */
const checkEmailRules = (rules: readonly EmailRuleView[]) =>
  new Map(checkSharedRules(rules).issues.map((issue) => [issue.path, issue.message]));

describe('the e-mail forwarding rules', () => {
  it('shows a changed destination as changed and new mailboxes as added', () => {
    const base = [{ prefix: 'info', forwardto: 'a@example.net' }];
    expect(
      diffEmailRules(base, [
        { prefix: 'info', forwardto: 'b@example.net' },
        { prefix: 'sales', forwardto: 'c@example.net' },
      ]),
    ).toEqual([
      { change: 'changed', before: base[0], after: { prefix: 'info', forwardto: 'b@example.net' } },
      { change: 'added', after: { prefix: 'sales', forwardto: 'c@example.net' } },
    ]);
  });

  it('names the rule and field of each problem', () => {
    expect([...checkEmailRules([{ prefix: 'in fo', forwardto: 'nobody' }]).entries()]).toEqual([
      [
        'rules.0.prefix',
        'Rule 1 (in fo → nobody): "in fo" is not a mailbox name (letters, digits and . _ + - only).',
      ],
      ['rules.0.forwardto', 'Rule 1 (in fo → nobody): "nobody" is not a valid e-mail address.'],
    ]);
  });

  it.each([
    ['a\u0000b@example.com', 'contains a control character (U+0000)'],
    ['\u001b[31m@example.com', 'contains a control character (U+001B)'],
    ['safe\u202eexe@example.com', 'contains a text-direction control (U+202E)'],
    ['ad\u200ba@example.com', 'contains a zero-width character (U+200B)'],
    ['ada@p\u0430ypal.com', 'mixes Latin and Cyrillic letters in "p\u0430ypal"'],
    ['\u0430da@example.com', 'letters outside ASCII before the @'],
  ])('refuses the destination %j, saying why', (forwardto, why) => {
    const issues = checkEmailRules([{ prefix: 'info', forwardto }]);
    expect(issues.get('rules.0.forwardto')).toContain(why);
  });

  it('accepts an internationalized domain written in one script', () => {
    expect(checkEmailRules([{ prefix: 'info', forwardto: 'jörg@bücher.de' }]).size).toBe(1);
    expect(checkEmailRules([{ prefix: 'info', forwardto: 'info@bücher.de' }]).size).toBe(0);
  });
});

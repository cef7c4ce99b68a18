import { describe, expect, it } from 'vitest';
import { checkEmailRules, diffEmailRules } from './emailRules';

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
      ['rules[0].prefix', 'Rule 1: letters, digits and . _ + - only (empty catches all).'],
      ['rules[0].forwardto', 'Rule 1: "nobody" is not a valid e-mail address.'],
    ]);
  });
});

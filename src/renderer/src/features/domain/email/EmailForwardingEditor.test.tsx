// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORWARDING_CASES } from '../../../../../../test/rules/ruleTables';
import { renderWithMantine } from '../../../testing/renderWithMantine';
import { installFakeBridge } from '../../../testing/fakeBridge';
import { EmailForwardingEditor } from './EmailForwardingEditor';

const domainRef = { name: 'example.com', accountId: 'a1' };
const live = [{ prefix: 'sales', forwardto: 'sales@example.net' }];
const bridge = installFakeBridge({
  domainsGetEmailForwarding: () => ({ data: live, readAt: '2026-11-23T19:00:00.000Z' }),
});

describe('the e-mail forwarding form', () => {
  it.each(FORWARDING_CASES)(
    'refuses what main refuses, under the rule, before anything is sent: $name',
    async (c) => {
      renderWithMantine(<EmailForwardingEditor domainRef={domainRef} />);
      const add = await screen.findByRole('button', { name: 'Add rule' });
      for (const [i, rule] of c.rules.entries()) {
        await userEvent.click(add);
        const row = live.length + i + 1;
        fireEvent.change(screen.getByRole('textbox', { name: `Mailbox of rule ${row}` }), {
          target: { value: rule.prefix },
        });
        fireEvent.change(screen.getByRole('textbox', { name: `Destination of rule ${row}` }), {
          target: { value: rule.forwardto },
        });
      }
      for (const issue of c.issues) {
        // The table numbers rules from the first one typed; one rule was there already.
        const shown = issue.message.replace(
          /Rule (\d+)/,
          (_, n: string) => `Rule ${Number(n) + 1}`,
        );
        const again = shown.replace(/rule (\d+)\./, (_, n: string) => `rule ${Number(n) + 1}.`);
        await waitFor(() => {
          expect(screen.getByText(again)).toBeInTheDocument();
        });
      }
      expect(screen.getByRole('button', { name: 'Review and save…' })).toBeDisabled();
      expect(bridge.calls.map((call) => call.method)).toEqual(
        expect.not.arrayContaining(['domainsSaveEmailForwarding']),
      );
    },
  );
});

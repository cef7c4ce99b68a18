import { Alert, Button, Code, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useAccounts, useDemoStatus } from '../data/accounts';
import { useAccountActions } from '../state/accountsStore';
import { currentAccountStore, useCurrentAccount } from '../state/currentAccount';

/**
 * Says the current account is the demo, and only then: a real account, even in a run that
 * started as a demo, must never be shown as "nothing is charged".
 */
export function DemoBanner() {
  const account = useCurrentAccount();
  const demo = useDemoStatus();
  const accounts = useAccounts();
  const exitDemo = useAccountActions((state) => state.exitDemo);
  const [explain, setExplain] = useState(false);
  if (!account?.isDemo) return null;
  const ownAccount = accounts.find((item) => !item.isDemo);

  const leave = (): void => {
    if (demo?.canExit) void exitDemo();
    else if (ownAccount) currentAccountStore.getState().select(ownAccount.id);
    else setExplain(true);
  };

  return (
    <>
      <Alert color="orange" variant="light" py={6} mb="sm" data-testid="demo-banner">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">
            <b>You are exploring the demo.</b> A simulated provider inside DomainDesk: orders are
            not real and nothing is charged.
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            style={{ flexShrink: 0 }}
            onClick={leave}
            data-testid="demo-exit"
          >
            Leave the demo
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={explain}
        onClose={() => {
          setExplain(false);
        }}
        title="This window is a demo run"
        centered
      >
        <Text size="sm" mb="sm">
          DomainDesk was started as a demo, with nothing of your own to go back to. Connect your
          reseller account under Accounts, or start DomainDesk with your own data folder:
        </Text>
        <Code block>npm run web -- --data-dir ~/domaindesk</Code>
      </Modal>
    </>
  );
}

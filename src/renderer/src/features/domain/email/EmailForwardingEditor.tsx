import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EmailRuleView, LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ConflictNotice, conflictSets } from '../ConflictNotice';
import type { DomainRef } from '../domainRef';
import { LiveSetLoader } from '../LiveSetLoader';
import { PlainText, SaveButtons, SetSaveReview } from '../SetSaveReview';
import { useFocusRow } from '../useFocusRow';
import { useSetSave } from '../useSetSave';
import { checkEmailRules, diffEmailRules, ruleText } from './emailRules';

function Session({ domainRef, live }: { domainRef: DomainRef; live: LiveSet<EmailRuleView[]> }) {
  const domain = domainRef.name;
  const [base, setBase] = useState<readonly EmailRuleView[]>(live.data);
  const [rules, setRules] = useState<EmailRuleView[]>(live.data);
  const [saved, setSaved] = useState(false);
  const { focusRow, refFor } = useFocusRow<number>();
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<EmailRuleView[]>(
    ({ data }) => {
      setBase(data);
      setRules(data);
      setSaved(true);
    },
  );
  const entries = diffEmailRules(base, rules);
  const issues = checkEmailRules(rules);
  const conflict = error === null ? null : conflictSets(error);
  const render = (rule: EmailRuleView) => <PlainText value={ruleText(rule, domain)} />;
  const edit = (index: number, rule: EmailRuleView) => {
    setRules(rules.map((old, i) => (i === index ? rule : old)));
    setSaved(false);
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Mail to a mailbox of {domain} is forwarded to another address · a save replaces every rule ·
        read {formatAge(live.readAt)}
      </Text>
      {saved && (
        <Alert color="green" variant="light" title="Saved" role="status">
          The registrar now holds {base.length} forwarding rule(s).
        </Alert>
      )}
      {conflict && error && (
        <ConflictNotice
          message={error.message}
          entries={diffEmailRules(
            conflict.base as EmailRuleView[],
            conflict.live as EmailRuleView[],
          )}
          render={render}
          onRebase={() => {
            setBase(conflict.live as EmailRuleView[]);
            setError(null);
          }}
        />
      )}
      {error && !conflict && (
        <ErrorAlert error={error} title="The forwarding rules were not saved" />
      )}
      <Table aria-label="Forwarding rules" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">Mailbox</Table.Th>
            <Table.Th>Forward to</Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Mailbox of rule ${i + 1}`}
                  ref={refFor(i)}
                  value={rule.prefix}
                  placeholder="info (empty: any mailbox)"
                  rightSection={
                    <Text size="xs" c="dimmed">
                      @{domain}
                    </Text>
                  }
                  rightSectionWidth={domain.length * 7 + 16}
                  error={issues.get(`rules[${i}].prefix`)}
                  onChange={(event) => {
                    edit(i, { ...rule, prefix: event.currentTarget.value });
                  }}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Destination of rule ${i + 1}`}
                  value={rule.forwardto}
                  placeholder="someone@example.net"
                  error={issues.get(`rules[${i}].forwardto`)}
                  onChange={(event) => {
                    edit(i, { ...rule, forwardto: event.currentTarget.value });
                  }}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete rule ${i + 1}`}
                  onClick={() => {
                    setRules(rules.filter((_, at) => at !== i));
                  }}
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rules.length === 0 && (
        <Text size="sm" c="dimmed">
          No forwarding rules. Add one to forward mail sent to {domain}.
        </Text>
      )}
      <Group justify="space-between">
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            setRules([...rules, { prefix: '', forwardto: '' }]);
            focusRow(rules.length);
          }}
        >
          Add rule
        </Button>
        <Group gap="xs">
          <SaveButtons
            changed={entries.length > 0}
            blocked={issues.size > 0}
            onDiscard={() => {
              setRules([...base]);
            }}
            onReview={() => {
              setReviewing(true);
            }}
          />
        </Group>
      </Group>
      <SetSaveReview
        title={`Save e-mail forwarding of ${domain}`}
        opened={reviewing}
        entries={entries}
        render={render}
        busy={busy}
        onSave={() =>
          void save(() =>
            getBridge().domainsSaveEmailForwarding({ ...domainRef, rules, base: [...base] }),
          )
        }
        onCancel={() => {
          setReviewing(false);
        }}
      />
    </Stack>
  );
}

export function EmailForwardingEditor({ domainRef }: { domainRef: DomainRef }) {
  return (
    <LiveSetLoader
      channel="domains:getEmailForwarding"
      domainRef={domainRef}
      what="the forwarding rules"
    >
      {(live) => <Session domainRef={domainRef} live={live} />}
    </LiveSetLoader>
  );
}

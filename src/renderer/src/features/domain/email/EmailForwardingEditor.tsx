import { ActionIcon, Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EmailRuleView, LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { setConflict } from '../../../../../shared/ipc/errorDetails';
import { ConflictNotice } from '../ConflictNotice';
import type { DomainRef } from '../domainRef';
import { LiveSetLoader } from '../LiveSetLoader';
import { PlainText, SaveButtons, SetSaveReview } from '../SetSaveReview';
import { useFocusRow } from '../useFocusRow';
import { useSetSave } from '../useSetSave';
import { emailForwardingFormSchema } from '../../../../../shared/email/emailForwardingSchema';
import type { EmailForwardingForm } from '../../../../../shared/email/emailForwardingSchema';
import { useRuleForm } from '../../../components/useRuleForm';
import { diffEmailRules, ruleText } from './emailRules';

function Session({ domainRef, live }: { domainRef: DomainRef; live: LiveSet<EmailRuleView[]> }) {
  const domain = domainRef.name;
  const [base, setBase] = useState<readonly EmailRuleView[]>(live.data);
  // Checked on every change by the rule main checks the save with (a rule twice, a bad
  // mailbox or address), so the save is offered only when main would take it.
  const form = useRuleForm<EmailForwardingForm>(
    emailForwardingFormSchema,
    { rules: live.data },
    { live: true },
  );
  const rules = form.values.rules;
  const [saved, setSaved] = useState(false);
  const { focusRow, refFor } = useFocusRow<number>();
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<EmailRuleView[]>(
    ({ data }) => {
      setBase(data);
      form.setValues({ rules: data });
      setSaved(true);
    },
  );
  const entries = diffEmailRules(base, rules);
  const blocked = Object.keys(form.errors).length > 0;
  const conflict = setConflict(error, 'emailConflict');
  const render = (rule: EmailRuleView) => <PlainText value={ruleText(rule, domain)} />;
  const edited = () => {
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
          entries={diffEmailRules(conflict.base, conflict.live)}
          render={render}
          onRebase={() => {
            setBase(conflict.live);
            setError(null);
          }}
        />
      )}
      {error && !conflict && (
        <ErrorAlert error={error} title="The forwarding rules were not saved" />
      )}
      {form.errors.rules && (
        <Text size="sm" c="red" role="alert">
          {form.errors.rules}
        </Text>
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
          {rules.map((_, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Mailbox of rule ${i + 1}`}
                  ref={refFor(i)}
                  {...form.getInputProps(`rules.${i}.prefix`)}
                  placeholder="info (empty: any mailbox)"
                  rightSection={
                    <Text size="xs" c="dimmed">
                      @{domain}
                    </Text>
                  }
                  rightSectionWidth={domain.length * 7 + 16}
                  onInput={edited}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Destination of rule ${i + 1}`}
                  {...form.getInputProps(`rules.${i}.forwardto`)}
                  placeholder="someone@example.net"
                  // A rule listed twice is the row's problem, shown beside its destination.
                  error={form.errors[`rules.${i}.forwardto`] ?? form.errors[`rules.${i}`]}
                  onInput={edited}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete rule ${i + 1}`}
                  onClick={() => {
                    form.removeListItem('rules', i);
                    edited();
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
            form.insertListItem('rules', { prefix: '', forwardto: '' });
            focusRow(rules.length);
          }}
        >
          Add rule
        </Button>
        <Group gap="xs">
          <SaveButtons
            changed={entries.length > 0}
            blocked={blocked}
            onDiscard={() => {
              form.setValues({ rules: [...base] });
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

import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { nameserverDefaultsFormSchema } from '../../../../shared/nameservers/nameserverSchema';
import { splitTypedHosts } from '../../../../shared/nameservers/nameserverRules';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { notifyDone } from '../../components/notify';
import { useRuleForm } from '../../components/useRuleForm';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { saveSettings } from '../../data/sharedReads';
import { SettingsSection } from './SettingsSection';

/** The nameservers new orders start with: none, or 2 to 5 host names. */
export function NameserverDefaults({ saved }: { saved: readonly string[] }) {
  // Checked as typed by the rule main saves them with.
  const form = useRuleForm(
    nameserverDefaultsFormSchema,
    { hosts: saved.join('\n') },
    {
      live: true,
    },
  );
  const [busy, setBusy] = useState(false);
  const hosts = splitTypedHosts(form.values.hosts);
  const changed = hosts.join('\n') !== saved.join('\n');

  const submit = async (): Promise<void> => {
    setBusy(true);
    const refused = await saveSettings({ defaultNameservers: hosts });
    setBusy(false);
    if (refused) {
      // The list and each of its slots (`defaultNameservers.ns2`), in the rule's own words.
      const mine = refusedIssues(refused).filter(
        (issue) =>
          issue.path === 'defaultNameservers' || issue.path.startsWith('defaultNameservers.'),
      );
      form.setFieldError(
        'hosts',
        mine.length > 0 ? mine.map((issue) => issue.message).join(' ') : refused.message,
      );
      return;
    }
    notifyDone('Default nameservers saved', 'New orders start with them.');
  };

  return (
    <SettingsSection
      title="Default nameservers"
      description="Filled in on new orders. The API needs 2 to 5 nameservers on every order: give them here, one per line, or leave this empty and type them in the cart for each order."
    >
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <GrowingTextarea
          label="Nameservers"
          placeholder={'ns1.example.net\nns2.example.net'}
          minRows={2}
          maxRows={5}
          spellCheck={false}
          {...form.getInputProps('hosts')}
          // Problems show once something was changed; the saved list stands until then.
          error={changed ? form.errors.hosts : undefined}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" size="sm" disabled={!changed || !form.isValid()} loading={busy}>
            Save nameservers
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}

import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { issuesOf } from '../../../../shared/rules/fieldIssue';
import { notifyDone } from '../../components/notify';
import { SettingsSection } from './SettingsSection';
import { saveSettings } from '../../data/sharedReads';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import {
  checkNameserverList,
  splitTypedHosts,
} from '../../../../shared/nameservers/nameserverRules';

const linesOf = splitTypedHosts;

/** The nameservers new orders start with: none, or 2 to 5 host names. */
export function NameserverDefaults({ saved }: { saved: readonly string[] }) {
  const [text, setText] = useState(saved.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const changed = linesOf(text).join('\n') !== saved.join('\n');
  const hosts = linesOf(text);
  // The rule the save is checked with, shown as the user types (none: the provider's own).
  const problems =
    hosts.length === 0 ? [] : checkNameserverList(hosts).issues.map((issue) => issue.message);
  const shown = error ?? (changed && problems.length > 0 ? problems.join(' ') : undefined);

  const submit = async (): Promise<void> => {
    setBusy(true);
    const refused = await saveSettings({ defaultNameservers: linesOf(text) });
    setBusy(false);
    if (refused) {
      // The list and each of its slots (`defaultNameservers.ns2`), in the rule's own words.
      const mine = issuesOf(refused).filter(
        (issue) =>
          issue.path === 'defaultNameservers' || issue.path.startsWith('defaultNameservers.'),
      );
      setError(mine.length > 0 ? mine.map((issue) => issue.message).join(' ') : refused.message);
      return;
    }
    setError(undefined);
    notifyDone('Default nameservers saved', 'New orders start with them.');
  };

  return (
    <SettingsSection
      title="Default nameservers"
      description="Filled in on new orders. Leave empty to use the provider's, or give 2 to 5 host names, one per line."
    >
      <GrowingTextarea
        label="Nameservers"
        placeholder={'ns1.example.net\nns2.example.net'}
        minRows={2}
        maxRows={5}
        spellCheck={false}
        value={text}
        error={shown}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end">
        <Button
          size="sm"
          disabled={!changed || problems.length > 0}
          loading={busy}
          onClick={() => void submit()}
        >
          Save nameservers
        </Button>
      </Group>
    </SettingsSection>
  );
}

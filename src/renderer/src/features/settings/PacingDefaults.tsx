import { Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { pacingDefaultsFormSchema } from '../../../../shared/accounts/accountRules';
import type { PacingDefaultsForm } from '../../../../shared/accounts/accountRules';
import { notifyDone } from '../../components/notify';
import { showRefusal, useRuleForm } from '../../components/useRuleForm';
import { SettingsSection } from './SettingsSection';
import { saveSettings } from '../../data/sharedReads';

/** The pacing a newly connected account starts with; each account keeps its own after. */
export function PacingDefaults(props: { concurrency: number; intervalMs: number }) {
  // Checked by the limits main checks `settings:update` with, on the fields it names.
  const form = useRuleForm<PacingDefaultsForm>(
    pacingDefaultsFormSchema,
    {
      defaultMaxConcurrentRequests: props.concurrency,
      defaultMinRequestIntervalMs: props.intervalMs,
    },
    { live: false },
  );
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const changed =
    values.defaultMaxConcurrentRequests !== props.concurrency ||
    values.defaultMinRequestIntervalMs !== props.intervalMs;

  const submit = async (typed: PacingDefaultsForm): Promise<void> => {
    setBusy(true);
    const refused = await saveSettings({
      defaultMaxConcurrentRequests: Number(typed.defaultMaxConcurrentRequests),
      defaultMinRequestIntervalMs: Number(typed.defaultMinRequestIntervalMs),
    });
    setBusy(false);
    if (refused) {
      showRefusal(form, refused);
      return;
    }
    notifyDone('Pacing defaults saved', 'Accounts connected from now on start with them.');
  };

  return (
    <SettingsSection
      title="Pacing defaults"
      description="How hard a newly connected account may call the API. Change an existing account's pacing under Accounts."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label="Requests at once"
          description="1 to 16"
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('defaultMaxConcurrentRequests')}
        />
        <NumberInput
          label="Pause between requests (ms)"
          description="0 to 60,000"
          clampBehavior="none"
          allowDecimal={false}
          step={50}
          {...form.getInputProps('defaultMinRequestIntervalMs')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          size="sm"
          disabled={!changed}
          loading={busy}
          onClick={() => {
            form.onSubmit((typed) => void submit(typed))();
          }}
        >
          Save pacing defaults
        </Button>
      </Group>
    </SettingsSection>
  );
}

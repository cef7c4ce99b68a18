import { Button, Group, NumberInput, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { maxConcurrentSchema, minIntervalSchema } from '../../../../shared/accounts/accountRules';
import { issueMessages } from '../../components/issueMessages';
import { notifyDone } from '../../components/notify';
import { SettingsSection } from './SettingsSection';
import { saveSettings } from '../../data/sharedReads';

type Value = number | string;

function problem(schema: typeof maxConcurrentSchema, value: Value): string | undefined {
  const number =
    typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  const result = schema.safeParse(number);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The pacing a newly connected account starts with; each account keeps its own after. */
export function PacingDefaults(props: { concurrency: number; intervalMs: number }) {
  const [concurrency, setConcurrency] = useState<Value>(props.concurrency);
  const [interval, setIntervalMs] = useState<Value>(props.intervalMs);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const changed = concurrency !== props.concurrency || interval !== props.intervalMs;

  const submit = async (): Promise<void> => {
    const found = {
      concurrency: problem(maxConcurrentSchema, concurrency),
      interval: problem(minIntervalSchema, interval),
    };
    setErrors(found);
    if (found.concurrency !== undefined || found.interval !== undefined) return;
    setBusy(true);
    const refused = await saveSettings({
      defaultMaxConcurrentRequests: Number(concurrency),
      defaultMinRequestIntervalMs: Number(interval),
    });
    setBusy(false);
    if (refused) {
      const messages = issueMessages(refused.detail, 'first');
      setErrors({
        concurrency: messages.defaultMaxConcurrentRequests,
        interval: messages.defaultMinRequestIntervalMs ?? refused.message,
      });
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
          value={concurrency}
          error={errors.concurrency}
          onChange={(value) => {
            setConcurrency(value);
            setErrors((current) => ({ ...current, concurrency: undefined }));
          }}
        />
        <NumberInput
          label="Pause between requests (ms)"
          description="0 to 60,000"
          clampBehavior="none"
          allowDecimal={false}
          step={50}
          value={interval}
          error={errors.interval}
          onChange={(value) => {
            setIntervalMs(value);
            setErrors((current) => ({ ...current, interval: undefined }));
          }}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button size="sm" disabled={!changed} loading={busy} onClick={() => void submit()}>
          Save pacing defaults
        </Button>
      </Group>
    </SettingsSection>
  );
}

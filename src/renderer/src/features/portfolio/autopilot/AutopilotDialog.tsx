import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { autopilotSettingsSchema } from '../../../../../shared/ipc/channels/autopilot';
import type {
  AutopilotSettings,
  AutopilotView,
} from '../../../../../shared/ipc/channels/autopilot';
import type { AppError } from '../../../../../shared/ipc';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { formatMoney } from '../../../components/money';
import { notifyDone } from '../../../components/notify';
import { showRefusal, useRuleForm } from '../../../components/useRuleForm';
import { useBridgeRead } from '../../../data/useBridgeRead';
import { settingsText } from './autopilotText';

type Form = Omit<AutopilotSettings, 'targets'> & { targets: string[] };

/**
 * Sets up the account's renewal autopilot. Turning it on says, before saving, what it may
 * spend without asking; the rules are the ones main checks.
 */
export function AutopilotDialog({
  accountId,
  view,
  onClose,
}: {
  accountId: string;
  view: AutopilotView;
  onClose: () => void;
}) {
  const { settings, currency } = view;
  const form = useRuleForm<Form>(
    autopilotSettingsSchema,
    {
      ...settings,
      enabled: true,
      monthlyCap: settings.monthlyCap === '0.00' ? '' : settings.monthlyCap,
      targets: [...settings.targets],
    },
    { live: false },
  );
  const tags = useBridgeRead('portfolio:tags', undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const { values } = form;
  const parsed = autopilotSettingsSchema.safeParse(values);

  const submit = async (typed: Form): Promise<void> => {
    setBusy(true);
    setError(null);
    const answer = await getBridge().autopilotSave({ accountId, settings: typed });
    setBusy(false);
    if (!answer.ok) {
      showRefusal(form, answer.error, 'settings.');
      setError(answer.error);
      return;
    }
    notifyDone('Renewal autopilot on', settingsText(answer.data.settings, currency));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Renewal autopilot" size="lg">
      <form
        aria-label="Renewal autopilot settings"
        onSubmit={form.onSubmit((typed) => void submit(typed))}
      >
        <Stack gap="sm">
          <Text size="sm">
            Renews domains for a year as their expiry comes near, from this account&apos;s credit
            balance, without asking each time. Each renewal goes through the order journal and is
            listed in Activity. Premium names whose renewal price is unknown are never renewed. A
            domain that expired anyway (DomainDesk was not running, the balance was short) is
            renewed while still in its grace period, its grace fee included in the price checked
            against the cap and the balance.
          </Text>
          <Group grow align="flex-start">
            <NumberInput
              label="Days before expiry"
              description="1 to 180"
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('daysBefore')}
            />
            <TextInput
              label={`Monthly spending cap${currency ? ` (${currency})` : ''}`}
              description="Checked before each renewal"
              placeholder="200.00"
              {...form.getInputProps('monthlyCap')}
            />
          </Group>
          <Radio.Group label="Which domains" {...form.getInputProps('scope')}>
            <Stack gap={4} mt={4}>
              <Radio value="all" label="Every active domain of this account" />
              <Radio value="tags" label="Domains with one of these tags" />
              <Radio value="domains" label="Only these domains" />
            </Stack>
          </Radio.Group>
          {values.scope !== 'all' && (
            <TagsInput
              label={values.scope === 'tags' ? 'Tags' : 'Domains'}
              description="Press Enter after each one"
              data={values.scope === 'tags' && tags.status === 'ok' ? tags.data : []}
              clearable
              {...form.getInputProps('targets')}
            />
          )}
          <Checkbox
            label="Pay redemption fees"
            description="Past its grace period a domain can still be restored in redemption, for a fee often many times its renewal price. Off: such domains are listed as skipped, for you to decide."
            {...form.getInputProps('payRedemption', { type: 'checkbox' })}
          />
          {parsed.success && (
            <Alert color="blue" variant="light" title="What it may spend">
              {settingsText(parsed.data, currency)} At most{' '}
              {formatMoney(parsed.data.monthlyCap, currency)} leaves the balance in a month through
              the autopilot.
            </Alert>
          )}
          {error && <ErrorAlert error={error} title="The autopilot was not turned on" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Turn on the autopilot
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { PresetView } from '../../../../shared/ipc/channels/presets';
import { DOMAIN_PLACEHOLDER } from '../../../../shared/presets/presetRules';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { ErrorAlert } from '../../components/ErrorAlert';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import {
  LEAVE_CONTACTS,
  presetFieldOf,
  presetFormSchema,
  presetFormValues,
  presetInputOf,
} from '../../components/presets/presetForm';
import type { OnOffLeave, PresetFormValues } from '../../components/presets/presetForm';
import { useRuleForm } from '../../components/useRuleForm';
import { callBridge } from '../../data/bridgeRead';
import { useContactProfiles } from '../../data/sharedReads';

const ON_OFF = [
  { value: 'leave', label: 'Leave as is' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

/** Leave / On / Off for a setting of the domain, labelled by its title. */
function OnOffField(props: {
  id: string;
  label: string;
  value: OnOffLeave;
  onChange: (value: OnOffLeave) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={props.id}
        data={ON_OFF}
        value={props.value}
        onChange={(value) => {
          props.onChange(value as OnOffLeave);
        }}
      />
    </div>
  );
}

/**
 * Creates a preset of the account, or edits the one given. Every part may be left as the
 * domains have it; the DNS template is checked with the DNS editor's rules on a sample name.
 */
export function PresetDialog(props: {
  accountId: string;
  preset: PresetView | null;
  onSaved: (preset: PresetView) => void;
  onClose: () => void;
}) {
  const form = useRuleForm<PresetFormValues>(presetFormSchema, presetFormValues(props.preset), {
    live: false,
  });
  const profiles = useContactProfiles();
  const [failure, setFailure] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const { values } = form;

  const submit = async (): Promise<void> => {
    setFailure(null);
    setBusy(true);
    const { input } = presetInputOf(values, props.preset?.id);
    const result = await callBridge('presets:save', { accountId: props.accountId, preset: input });
    setBusy(false);
    if (result.ok) {
      props.onSaved(result.data);
      return;
    }
    for (const issue of refusedIssues(result.error)) {
      form.setFieldError(presetFieldOf(issue.path), issue.message);
    }
    setFailure(result.error);
  };

  const profileOptions = [
    { value: LEAVE_CONTACTS, label: 'Leave contacts as they are' },
    ...(profiles.status === 'ok'
      ? profiles.data.map((profile) => ({ value: profile.id, label: profile.name }))
      : []),
  ];

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.preset ? `Edit the preset "${props.preset.name}"` : 'New preset'}
      size="lg"
      centered
    >
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Preset name"
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Checkbox
            label="Set nameservers"
            {...form.getInputProps('setNameservers', { type: 'checkbox' })}
          />
          {values.setNameservers && (
            <GrowingTextarea
              label="Nameservers"
              description="2 to 5 host names, one per line."
              placeholder={'ns1.example.net\nns2.example.net'}
              minRows={2}
              maxRows={5}
              spellCheck={false}
              {...form.getInputProps('nameservers')}
            />
          )}
          <Checkbox
            label="Replace the DNS records"
            {...form.getInputProps('setDns', { type: 'checkbox' })}
          />
          {values.setDns && (
            <GrowingTextarea
              label="DNS template"
              description={`One record a line: host, type, value (MX and SRV: the priority before the value). ${DOMAIN_PLACEHOLDER} stands for each domain's name. Replaces all records of a domain.`}
              placeholder={`@ A 192.0.2.10\nwww CNAME ${DOMAIN_PLACEHOLDER}\n@ MX 10 mail.${DOMAIN_PLACEHOLDER}`}
              minRows={3}
              maxRows={12}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('dnsText')}
            />
          )}
          <Group gap="xl">
            <OnOffField
              id="preset-lock"
              label="Transfer lock"
              value={values.lock}
              onChange={(value) => {
                form.setFieldValue('lock', value);
              }}
            />
            <OnOffField
              id="preset-idprotection"
              label="ID protection"
              value={values.idProtection}
              onChange={(value) => {
                form.setFieldValue('idProtection', value);
              }}
            />
          </Group>
          <Select
            label="Contacts"
            description="Every role (Registrant, Admin, Tech, Billing) gets the profile's contact."
            data={profileOptions}
            allowDeselect={false}
            {...form.getInputProps('contactProfileId')}
          />
          <div>
            <Text size="sm" fw={500}>
              Add-ons at registration
            </Text>
            <Group gap="md" mt={4}>
              <Checkbox
                label="DNS management"
                {...form.getInputProps('dnsmanagement', { type: 'checkbox' })}
              />
              <Checkbox
                label="E-mail forwarding"
                {...form.getInputProps('emailforwarding', { type: 'checkbox' })}
              />
            </Group>
          </div>
          <TextInput
            label="Offer to domains tagged"
            description="When a domain gets this tag, you are offered to apply the preset. Optional."
            {...form.getInputProps('tag')}
          />
          {failure && <ErrorAlert error={failure} title="The preset was not saved" />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="sm" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" size="sm" loading={busy}>
              Save preset
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

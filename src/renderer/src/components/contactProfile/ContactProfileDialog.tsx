import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { normalisePhone } from '../../../../shared/contacts/phoneNumber';
import { CountrySelect } from '../CountrySelect';
import { contactProfileFormSchema } from '../../../../shared/contacts/contactProfileSchema';
import type { ContactProfileForm } from '../../../../shared/contacts/contactProfileSchema';
import type { AppError } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import { ErrorAlert } from '../ErrorAlert';
import { showRefusal, useRuleForm } from '../useRuleForm';
import { getBridge } from '../../bridge';
import { CONTACT_FORM_FIELDS, contactInput, valuesOf } from './contactForm';

/**
 * Creates a contact profile, or edits the one given. Checked by the contact rule main saves
 * it with, so every bad field has its message before anything is sent.
 */
export function ContactProfileDialog(props: {
  profile: ContactProfileView | null;
  onSaved: (profile: ContactProfileView) => void;
  onClose: () => void;
}) {
  const form = useRuleForm<ContactProfileForm>(
    contactProfileFormSchema,
    { name: props.profile?.name ?? '', contact: valuesOf(props.profile) },
    { live: false },
  );
  const [failure, setFailure] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: ContactProfileForm): Promise<void> => {
    setFailure(null);
    setBusy(true);
    const result = await getBridge().contactProfilesSave({
      ...(props.profile && { id: props.profile.id }),
      name: values.name,
      contact: contactInput(values.contact) as ContactProfileForm['contact'],
    });
    setBusy(false);
    if (result.ok) {
      props.onSaved(result.data);
      return;
    }
    showRefusal(form, result.error);
    setFailure(result.error);
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.profile ? `Edit "${props.profile.name}"` : 'New contact profile'}
      size="lg"
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => {
          void submit(values);
        })}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Profile name"
            description="How checkout and the contact editors offer it."
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
            {CONTACT_FORM_FIELDS.map((field) => {
              const input = form.getInputProps(`contact.${field.name}`);
              const common = {
                key: field.name,
                label: field.label,
                withAsterisk: field.required,
                description: field.description,
                size: 'sm' as const,
                error: input.error as ReactNode,
                onFocus: input.onFocus as () => void,
              };
              if (field.name === 'country') {
                return (
                  <CountrySelect
                    {...common}
                    key={field.name}
                    value={form.values.contact.country}
                    onChange={(code) => {
                      form.setFieldValue('contact.country', code);
                    }}
                    onBlur={() => {
                      form.validateField('contact.country');
                    }}
                  />
                );
              }
              return (
                <TextInput
                  {...common}
                  key={field.name}
                  placeholder={field.placeholder}
                  value={form.values.contact[field.name]}
                  onChange={(event) => {
                    form.setFieldValue(`contact.${field.name}`, event.currentTarget.value);
                  }}
                  onBlur={() => {
                    // The number as it will be saved, so what is shown is what is sent.
                    if (field.name === 'phonenumber') {
                      const read = normalisePhone(form.values.contact.phonenumber);
                      if ('phone' in read) form.setFieldValue('contact.phonenumber', read.phone);
                    }
                    form.validateField(`contact.${field.name}`);
                  }}
                />
              );
            })}
          </SimpleGrid>
          {failure && <ErrorAlert error={failure} title="The profile was not saved" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="sm" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" size="sm" loading={busy}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contactProfileFormSchema } from '../../../../shared/contacts/contactProfileSchema';
import type { ContactProfileForm } from '../../../../shared/contacts/contactProfileSchema';
import type { AppError } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import { ErrorAlert } from '../../components/ErrorAlert';
import { showRefusal, useRuleForm } from '../../components/useRuleForm';
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
            {CONTACT_FORM_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                withAsterisk={field.required}
                placeholder={field.placeholder}
                size="sm"
                {...form.getInputProps(`contact.${field.name}`)}
              />
            ))}
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

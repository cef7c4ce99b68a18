import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import { ErrorAlert } from '../../components/ErrorAlert';
import { issueMessages } from '../../components/issueMessages';
import { getBridge } from '../../bridge';
import { CONTACT_FORM_FIELDS, contactInput, missingFields, valuesOf } from './contactForm';
import type { ContactValues } from './contactForm';

/** Creates a contact profile, or edits the one given; every bad field gets its message. */
export function ContactProfileDialog(props: {
  profile: ContactProfileView | null;
  onSaved: (profile: ContactProfileView) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.profile?.name ?? '');
  const [values, setValues] = useState<ContactValues>(() => valuesOf(props.profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const missing = missingFields(values, name);
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const result = await getBridge().contactProfilesSave({
      ...(props.profile && { id: props.profile.id }),
      name,
      contact: contactInput(values) as ContactValues,
    });
    setBusy(false);
    if (result.ok) {
      props.onSaved(result.data);
      return;
    }
    const messages = issueMessages(result.error);
    setErrors({ ...messages, ...(messages.name && { profileName: messages.name }) });
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
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Profile name"
            description="How checkout and the contact editors offer it."
            withAsterisk
            data-autofocus
            value={name}
            error={errors.profileName}
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
          />
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
            {CONTACT_FORM_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                withAsterisk={field.required}
                placeholder={field.placeholder}
                size="sm"
                value={values[field.name]}
                error={errors[field.name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                  setErrors((current) => ({ ...current, [field.name]: '' }));
                }}
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

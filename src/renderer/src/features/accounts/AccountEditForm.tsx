import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { KEY_FOR_NEW_ADDRESS } from '../../../../shared/accounts/accountRules';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import type { AppError } from '../../../../shared/ipc';
import { formErrors } from '../../../../shared/rules/fieldIssue';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { ErrorAlert } from '../../components/ErrorAlert';
import { notifyDone } from '../../components/notify';
import { getBridge } from '../../bridge';
import { AccountKeySection } from './AccountKeySection';
import { ProxySection } from './ProxySection';
import { proxyErrorsOf, proxyFormValues, proxyInputOf } from './accountProxyForm';
import type { ProxyErrors, ProxyFormValues } from './accountProxyForm';
import {
  ACCOUNT_FIELDS,
  CURRENCY_CHOICES,
  editErrorsOf,
  initialValues,
  patchOf,
  validateEdit,
} from './accountFields';
import type { AccountFieldDef, EditValues } from './accountFields';
import { useAccountActions } from '../../state/accountsStore';

function FieldInput(props: {
  field: AccountFieldDef;
  value: string | number;
  error: ReactNode;
  onChange: (value: string | number) => void;
  onBlur: () => void;
}) {
  const { field, value, error } = props;
  const common = {
    label: field.label,
    description: field.description,
    error,
    onBlur: props.onBlur,
    size: 'sm' as const,
  };
  if (field.kind === 'number') {
    // Never clamped: an out-of-range value stays as typed and is refused with a message.
    return (
      <NumberInput
        {...common}
        value={value}
        step={field.step ?? 1}
        clampBehavior="none"
        allowDecimal={false}
        onChange={props.onChange}
      />
    );
  }
  if (field.kind === 'currency') {
    return (
      <Select
        {...common}
        data={[...new Set([...CURRENCY_CHOICES, String(value)].filter((item) => item !== ''))]}
        value={value === '' ? null : String(value)}
        allowDeselect={false}
        searchable
        onChange={(next) => {
          if (next !== null) props.onChange(next);
        }}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={String(value)}
      spellCheck={false}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
      }}
    />
  );
}

/** A saved account's settings, its key and its removal. */
export function AccountEditForm({
  account,
  onClose,
}: {
  account: AccountSummary;
  onClose: () => void;
}) {
  const connected = useAccountActions((state) => state.connected);
  // Checked by the patch schema main applies at the door, on submit and as a field is left.
  const form = useForm<EditValues>({
    mode: 'controlled',
    initialValues: initialValues(account),
    validate: (typed) => validateEdit(account, typed),
    validateInputOnBlur: true,
  });
  const { values } = form;
  const [failure, setFailure] = useState<AppError | null>(null);
  const [saving, setSaving] = useState(false);
  const [proxy, setProxy] = useState<ProxyFormValues>(() => proxyFormValues(account.proxy));
  const [proxyErrors, setProxyErrors] = useState<ProxyErrors>({});
  const proxyChange = proxyInputOf(proxy, account.proxy);
  const patch = patchOf(account, values);
  const changed = Object.keys(patch).length > 0 || proxyChange !== undefined;
  // The stored key is kept for the saved API URL and e-mail only: new ones need theirs.
  const moved = 'baseUrl' in patch || 'email' in patch;
  const [apiKey, setApiKey] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>();

  const save = async (): Promise<void> => {
    setFailure(null);
    const foundProxy = proxyErrorsOf(proxy);
    setProxyErrors(foundProxy);
    const missingKey = moved && apiKey === '' ? KEY_FOR_NEW_ADDRESS : undefined;
    setKeyError(missingKey);
    if (Object.keys(foundProxy).length > 0 || missingKey !== undefined) return;
    setSaving(true);
    const result = await getBridge().accountsUpdate({
      accountId: account.id,
      changes: { ...patch, ...(proxyChange !== undefined && { proxy: proxyChange }) },
      ...(moved && { apiKey }),
    });
    setSaving(false);
    if (!result.ok) {
      form.setErrors(editErrorsOf(result.error));
      setKeyError(formErrors(refusedIssues(result.error)).apiKey);
      setFailure(result.error);
      return;
    }
    setApiKey('');
    connected(result.data);
    notifyDone(
      moved ? 'Connection tested and account saved' : 'Account saved',
      `The settings of "${result.data.label}" are saved.`,
    );
    onClose();
  };

  return (
    <Stack gap="lg">
      <form
        onSubmit={form.onSubmit(() => void save())}
        noValidate
        aria-label={`Settings of ${account.label}`}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {ACCOUNT_FIELDS.map((field) => (
              <div key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput
                  field={field}
                  value={values[field.name]}
                  error={form.errors[field.name]}
                  onChange={(value) => {
                    form.setFieldValue(field.name, value);
                  }}
                  onBlur={() => {
                    form.validateField(field.name);
                  }}
                />
              </div>
            ))}
          </SimpleGrid>
          {moved && (
            <PasswordInput
              label="API key for the new address"
              description="The stored key belongs to the saved API URL and e-mail and is not carried over to new ones. Enter the key for them: the connection is tested with it before anything is saved."
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              size="sm"
              value={apiKey}
              error={keyError}
              onChange={(event) => {
                setApiKey(event.currentTarget.value);
                setKeyError(undefined);
              }}
            />
          )}
          <ProxySection
            values={proxy}
            errors={proxyErrors}
            stored={account.proxy}
            onChange={(next) => {
              setProxy(next);
              setProxyErrors({});
            }}
            onBlur={() => {
              setProxyErrors(proxyErrorsOf(proxy));
            }}
          />
          {failure && <ErrorAlert error={failure} title="The account was not saved" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="sm" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" size="sm" loading={saving} disabled={!changed}>
              {moved ? 'Test and save' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
      <AccountKeySection account={account} onRemoved={onClose} />
    </Stack>
  );
}

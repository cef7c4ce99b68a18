import {
  Button,
  Collapse,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { COMMON_CURRENCIES } from '../../../../shared/accounts/accountRules';
import type { AccountSummary, ConnectionCheck } from '../../../../shared/accounts/accountTypes';
import {
  connectFormSchema,
  connectInputOf,
  connectTestFormSchema,
  draftOf,
  emptyConnectForm,
} from '../../../../shared/accounts/connectForm';
import type { ConnectFormValues } from '../../../../shared/accounts/connectForm';
import type { AppError } from '../../../../shared/ipc';
import { getBridge } from '../../bridge';
import { showRefusal, useRuleForm } from '../../components/useRuleForm';
import { useSettings } from '../../data/sharedReads';
import { ConnectionResult } from './ConnectionResult';
import { ProxySection } from './ProxySection';
import { proxyErrorsOf, proxyFormValues, proxyInputOf } from './accountProxyForm';
import type { ProxyErrors, ProxyFormValues } from './accountProxyForm';
import { CURRENCY_NOTE } from './accountFields';

type ConnectField = keyof ConnectFormValues;

/** "Test connection" checks only what a test needs (no name or currency yet). */
const testErrorsOf = schemaResolver(connectTestFormSchema, { sync: true });

/** The message under a field, findable by its field's name. */
function fieldError(field: ConnectField, message: ReactNode): ReactNode {
  return message === undefined || message === null ? undefined : (
    <span data-testid={`${field}-error`}>{message}</span>
  );
}

/**
 * Label, API URL, e-mail, key and currency, with optional User-Agent and pacing, checked by
 * the rules main applies. The key is write-only: it lives in this form until sent, and is
 * never read back.
 */
export function ConnectAccountForm(props: {
  /** Where the key will be kept, said under the key field. */
  keyNote: string;
  onConnected: (account: AccountSummary) => void;
  onCancel?: () => void;
}) {
  const form = useRuleForm<ConnectFormValues>(connectFormSchema, emptyConnectForm, {
    live: false,
  });
  const { values } = form;
  const [advanced, setAdvanced] = useState(false);
  const [busy, setBusy] = useState<'test' | 'connect' | null>(null);
  const [check, setCheck] = useState<ConnectionCheck | undefined>();
  const [failure, setFailure] = useState<AppError | undefined>();
  const [proxy, setProxy] = useState<ProxyFormValues>(() => proxyFormValues(null));
  const [proxyErrors, setProxyErrors] = useState<ProxyErrors>({});
  const proxyInput = (): { proxy?: NonNullable<ReturnType<typeof proxyInputOf>> } => {
    const typed = proxyInputOf(proxy, null);
    return typed ? { proxy: typed } : {};
  };

  // New accounts start with the pacing defaults of the settings, unless already typed.
  const settings = useSettings();
  const pacing = settings.status === 'ok' ? settings.data : null;
  const [seeded, setSeeded] = useState(false);
  // Once, when the settings arrive (adjusted while rendering, as React advises for derived state).
  if (!seeded && pacing !== null) {
    setSeeded(true);
    if (
      values.maxConcurrentRequests === emptyConnectForm.maxConcurrentRequests &&
      values.minRequestIntervalMs === emptyConnectForm.minRequestIntervalMs
    ) {
      form.setValues({
        maxConcurrentRequests: pacing.defaultMaxConcurrentRequests,
        minRequestIntervalMs: pacing.defaultMinRequestIntervalMs,
      });
    }
  }

  // A change makes the last test's answer stale.
  const forget = (): void => {
    setCheck(undefined);
    setFailure(undefined);
  };
  const input = (field: ConnectField) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: unknown) => {
        (props.onChange as (value: unknown) => void)(value);
        forget();
      },
      error: fieldError(field, props.error as ReactNode),
    };
  };

  const run = async (purpose: 'test' | 'connect'): Promise<void> => {
    const found = purpose === 'test' ? testErrorsOf(values) : form.validate().errors;
    const foundProxy = proxyErrorsOf(proxy);
    form.setErrors(found);
    setProxyErrors(foundProxy);
    forget();
    if (Object.keys(found).length > 0 || Object.keys(foundProxy).length > 0) return;
    setBusy(purpose);
    const api = getBridge();
    const fail = (error: AppError): void => {
      showRefusal(form, error);
      setFailure(error);
    };
    if (purpose === 'test') {
      const result = await api.accountsTest({ ...draftOf(values), ...proxyInput() });
      setBusy(null);
      if (result.ok) setCheck(result.data);
      else fail(result.error);
      return;
    }
    const result = await api.accountsConnect({ ...connectInputOf(values), ...proxyInput() });
    setBusy(null);
    if (!result.ok) {
      fail(result.error);
      return;
    }
    form.setFieldValue('apiKey', '');
    setProxy((current) => ({ ...current, password: '' }));
    props.onConnected(result.data.account);
  };
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    void run('connect');
  };

  return (
    <form onSubmit={submit} noValidate data-testid="connect-form">
      <Stack gap="md">
        <TextInput
          label="Account name"
          description="How this account is shown in DomainDesk."
          placeholder="Main reseller account"
          withAsterisk
          data-testid="connect-label"
          {...input('label')}
        />
        <TextInput
          label="API URL"
          description="From your provider's reseller settings. It ends with index.php."
          placeholder="https://billing.example.com/modules/addons/DomainsReseller/api/index.php"
          withAsterisk
          autoComplete="url"
          data-testid="connect-base-url"
          {...input('baseUrl')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="API e-mail"
            placeholder="reseller@example.com"
            withAsterisk
            autoComplete="email"
            data-testid="connect-email"
            {...input('email')}
          />
          <Select
            label="Account currency"
            placeholder="Choose the credit currency"
            description={CURRENCY_NOTE}
            withAsterisk
            data={[...COMMON_CURRENCIES]}
            allowDeselect={false}
            {...input('currency')}
            data-testid="connect-currency"
          />
        </SimpleGrid>
        <PasswordInput
          label="API key"
          description={props.keyNote}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          data-testid="connect-api-key"
          {...input('apiKey')}
        />
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => {
              setAdvanced((open) => !open);
            }}
            data-testid="connect-advanced-toggle"
          >
            {advanced ? 'Hide advanced settings' : 'Advanced settings'}
          </Button>
          <Collapse expanded={advanced}>
            <Stack gap="md" pt="sm">
              <TextInput
                label="User-Agent"
                description="Leave empty to send an ordinary browser User-Agent. Change it if the provider's web protection blocks requests (error 1010)."
                data-testid="connect-user-agent"
                {...input('userAgent')}
              />
              <ProxySection
                values={proxy}
                errors={proxyErrors}
                stored={null}
                onChange={(next) => {
                  setProxy(next);
                  setProxyErrors({});
                  forget();
                }}
                onBlur={() => {
                  setProxyErrors(proxyErrorsOf(proxy));
                }}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput
                  label="Requests at once"
                  description="How many API calls may run at the same time."
                  clampBehavior="none"
                  allowDecimal={false}
                  {...input('maxConcurrentRequests')}
                  data-testid="connect-concurrency"
                />
                <NumberInput
                  label="Pause between requests (ms)"
                  description="The shortest time between two API calls."
                  clampBehavior="none"
                  allowDecimal={false}
                  step={50}
                  {...input('minRequestIntervalMs')}
                  data-testid="connect-interval"
                />
              </SimpleGrid>
            </Stack>
          </Collapse>
        </div>
        <ConnectionResult check={check} error={failure} currency={values.currency} />
        <Group justify="space-between" gap="sm">
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel} data-testid="connect-cancel">
              Back
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button
              variant="default"
              loading={busy === 'test'}
              disabled={busy === 'connect'}
              onClick={() => void run('test')}
              data-testid="connect-test"
            >
              Test connection
            </Button>
            <Button
              type="submit"
              loading={busy === 'connect'}
              disabled={busy === 'test'}
              data-testid="connect-submit"
            >
              Connect account
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

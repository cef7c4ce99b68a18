import { Checkbox, Collapse, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AccountProxySummary } from '../../../../shared/accounts/proxyRules';
import type { ProxyErrors, ProxyFormValues } from './accountProxyForm';

const STORED_NOTE = 'Stored in the keychain; type to replace.';

/**
 * "Use a proxy for this account": a proxy with a fixed address, for providers that accept
 * API calls only from listed addresses. The user name and password are write-only: the
 * window never receives the stored ones, only whether they are stored.
 */
export function ProxySection(props: {
  values: ProxyFormValues;
  errors: ProxyErrors;
  stored: AccountProxySummary | null;
  onChange: (values: ProxyFormValues) => void;
  onBlur?: () => void;
}) {
  const { values, errors, stored } = props;
  const set = (patch: Partial<ProxyFormValues>): void => {
    props.onChange({ ...values, ...patch });
  };
  // Kept (and moved to a changed address) unless replaced or forgotten.
  const storedCredentials = stored?.credentialsStored === true;
  return (
    <Stack gap="xs">
      <Checkbox
        label="Use a proxy for this account"
        description="For a fixed address when your provider accepts API calls only from listed addresses. Otherwise the system's proxy settings are used."
        checked={values.enabled}
        onChange={(event) => {
          set({ enabled: event.currentTarget.checked });
        }}
      />
      <Collapse expanded={values.enabled}>
        <Stack gap="sm" pt="xs">
          <TextInput
            label="Proxy address"
            description="http:// or https://, host and port, as in http://proxy.example.com:3128."
            placeholder="http://proxy.example.com:3128"
            spellCheck={false}
            autoComplete="off"
            value={values.url}
            error={errors.url}
            onChange={(event) => {
              set({ url: event.currentTarget.value });
            }}
            onBlur={props.onBlur}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Proxy user name"
              description={
                storedCredentials && !values.forget
                  ? STORED_NOTE
                  : 'Leave empty if the proxy asks for none.'
              }
              spellCheck={false}
              autoComplete="off"
              value={values.username}
              error={errors.username}
              onChange={(event) => {
                set({ username: event.currentTarget.value });
              }}
              onBlur={props.onBlur}
            />
            <PasswordInput
              label="Proxy password"
              description={
                storedCredentials && !values.forget
                  ? STORED_NOTE
                  : 'Kept in the system keychain, never in DomainDesk’s files.'
              }
              autoComplete="off"
              value={values.password}
              error={errors.password}
              onChange={(event) => {
                set({ password: event.currentTarget.value });
              }}
              onBlur={props.onBlur}
            />
          </SimpleGrid>
          {storedCredentials && (
            <Checkbox
              label="Forget the stored proxy user name and password"
              checked={values.forget}
              onChange={(event) => {
                set({ forget: event.currentTarget.checked });
              }}
            />
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}

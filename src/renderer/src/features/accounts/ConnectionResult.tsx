import { Alert, Group, Text } from '@mantine/core';
import type { ConnectionCheck } from '../../../../shared/accounts/accountTypes';
import type { AppError } from '../../../../shared/ipc';
import { balanceText } from './balanceText';

const failureTitles: Partial<Record<AppError['kind'], string>> = {
  auth: 'The provider refused these credentials',
  network: 'Could not reach the API',
  timeout: 'The API did not answer in time',
  proxy_blocked: "Blocked by the provider's web protection",
  access_refused: 'The provider refused calls from this computer',
  server_error: 'The API URL did not answer as expected',
  malformed_response: 'The API URL did not answer as expected',
  keychain_unavailable: 'No keychain to keep the key in',
  conflict: 'This account is already connected',
  invalid_input: 'Some fields need attention',
};

/** The outcome of "Test connection" or "Connect", worded for the reseller. */
export function ConnectionResult(props: {
  check?: ConnectionCheck | undefined;
  error?: AppError | undefined;
  currency: string | null;
}) {
  if (props.error) {
    return (
      <Alert
        color="red"
        variant="light"
        title={failureTitles[props.error.kind] ?? 'The connection failed'}
        data-testid="connect-error"
      >
        <Text size="sm" data-testid="connect-error-message">
          {props.error.message}
        </Text>
      </Alert>
    );
  }
  if (!props.check) return null;
  return (
    <Alert color="teal" variant="light" title="Connection works" data-testid="connect-test-result">
      <Group gap="xl">
        <Text size="sm">
          API version{' '}
          <Text span fw={600} data-testid="connect-test-version">
            {props.check.version}
          </Text>
        </Text>
        <Text size="sm">
          Balance{' '}
          <Text span fw={600} data-testid="connect-test-balance">
            {balanceText(props.check.balance, props.currency)}
          </Text>
        </Text>
      </Group>
    </Alert>
  );
}

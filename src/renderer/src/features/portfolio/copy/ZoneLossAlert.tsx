import { Alert, List, Text } from '@mantine/core';
import { domainsText } from '../bulk/bulkActionText';
import type { ZoneLoss } from './copyText';

/** Domains named in the second confirmation; the count covers the rest. */
const NAMED = 8;

/** A DNS copy from a model with no records: what it would do, and why it cannot be applied. */
export function EmptyModelAlert({ model, changing }: { model: string; changing: number }) {
  return (
    <Alert color="red" variant="light" role="alert" title="The model domain has no DNS records">
      <Text size="sm">
        {model} has no DNS records: this deletes all records of {domainsText(changing)}.
      </Text>
      <Text size="sm" mt={4}>
        The API cannot store an empty DNS set, so this copy cannot be applied. Add records to{' '}
        {model} or choose another model domain.
      </Text>
    </Alert>
  );
}

/** The second confirmation of a DNS copy removing much of some zones, naming each. */
export function ZoneLossAlert({ losses }: { losses: readonly ZoneLoss[] }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={`This removes most of the zone of ${domainsText(losses.length)}`}
    >
      <List size="sm" spacing={2} aria-label="Zones losing most of their records">
        {losses.slice(0, NAMED).map((loss) => (
          <List.Item key={loss.name}>
            {loss.name}: {loss.removed} of its {loss.live} records removed
          </List.Item>
        ))}
      </List>
      {losses.length > NAMED && (
        <Text size="sm">and {domainsText(losses.length - NAMED)} more</Text>
      )}
      <Text size="sm" mt={4}>
        Mail and web sites using them may stop working. Confirm again to remove them.
      </Text>
    </Alert>
  );
}

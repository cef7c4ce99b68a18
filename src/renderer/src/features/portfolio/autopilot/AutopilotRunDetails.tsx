import { List, Text } from '@mantine/core';
import type {
  AutopilotRun,
  AutopilotRunLine,
  AutopilotSkipReason,
} from '../../../../../shared/ipc/channels/autopilot';
import { formatMoney } from '../../../components/money';
import { lateFeeText, SKIP_REASONS } from './autopilotText';

/** Names of a long list, the first few, then how many more. */
function namesText(names: readonly string[]): string {
  const shown = names.slice(0, 8).join(', ');
  return names.length > 8
    ? `${shown} and ${(names.length - 8).toLocaleString('en-US')} more`
    : shown;
}

/** A skipped name; one skipped for its redemption fee says what renewing it would cost. */
function skippedName(line: AutopilotRunLine, currency: string | null): string {
  if (!line.lateFee || line.price === null) return line.unicodeDomain;
  return `${line.unicodeDomain} (${formatMoney(line.price, currency)}, ${lateFeeText(line, currency) ?? ''})`;
}

/** What one run did, line by line: renewed (with any late fee), unknown, failed, skipped. */
export function AutopilotRunDetails({
  run,
  currency,
}: {
  run: AutopilotRun;
  currency: string | null;
}) {
  const skipped = new Map<AutopilotSkipReason, string[]>();
  for (const line of run.skipped) {
    skipped.set(line.reason, [...(skipped.get(line.reason) ?? []), skippedName(line, currency)]);
  }
  const late = (line: AutopilotRunLine): string => {
    const text = lateFeeText(line, currency);
    return text === null ? '' : ` (${text})`;
  };
  const items = [
    ...run.renewed.map(
      (line) =>
        `${line.unicodeDomain} (expiring ${line.expiryDate ?? 'unknown'}) renewed for 1 year${line.charged === null ? '' : `: ${formatMoney(line.charged, currency)}`}${late(line)}`,
    ),
    ...run.unknown.map(
      (line) =>
        `${line.unicodeDomain}${late(line)}: sent, but the answer was lost; checked with the provider, never sent again`,
    ),
    ...run.failed.map((line) => `${line.unicodeDomain}${late(line)} failed: ${line.reason}`),
    ...[...skipped].map(
      ([reason, names]) =>
        `${names.length.toLocaleString('en-US')} skipped, ${SKIP_REASONS[reason]}: ${namesText(names)}`,
    ),
  ];
  if (items.length === 0) return <Text size="sm">No domain was due.</Text>;
  return (
    <List size="sm" spacing={2} mt="xs" aria-label="What the last run did">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

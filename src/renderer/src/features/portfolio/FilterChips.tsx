import { Badge, CloseButton, Group, Text } from '@mantine/core';
import type { PortfolioFilter } from '../../../../shared/ipc/channels/portfolioTypes';
import { useBridgeRead } from '../../data/useBridgeRead';
import { useGrid } from './grid/gridStore';

type ChipField =
  | 'locked'
  | 'idProtection'
  | 'nameserversDiffer'
  | 'nameserversNotDefault'
  | 'contactsDifferFromProfile'
  | 'contactsCached'
  | 'expiredWithinDays'
  | 'hasError';

/** Conditions the bar has no control of its own for (a Health check, a saved view) in words. */
function chipsOf(
  filter: PortfolioFilter,
  profileName: (id: string) => string,
): { field: ChipField; label: string }[] {
  const onOff = (value: boolean) => (value ? 'on' : 'off');
  const chips: { field: ChipField; label: string }[] = [];
  if (filter.locked !== undefined)
    chips.push({ field: 'locked', label: `Registrar lock ${onOff(filter.locked)}` });
  if (filter.idProtection !== undefined)
    chips.push({ field: 'idProtection', label: `ID protection ${onOff(filter.idProtection)}` });
  if (filter.nameserversDiffer === true)
    chips.push({
      field: 'nameserversDiffer',
      label: 'Nameservers differ from the ones most domains use',
    });
  if (filter.nameserversNotDefault === true)
    chips.push({
      field: 'nameserversNotDefault',
      label: "Nameservers differ from the account's defaults",
    });
  if (filter.contactsDifferFromProfile !== undefined)
    chips.push({
      field: 'contactsDifferFromProfile',
      label: `Contacts differ from the profile ${profileName(filter.contactsDifferFromProfile)}`,
    });
  if (filter.contactsCached !== undefined)
    chips.push({
      field: 'contactsCached',
      label: filter.contactsCached ? 'Contacts read' : 'No contacts read yet',
    });
  if (filter.expiredWithinDays !== undefined)
    chips.push({
      field: 'expiredWithinDays',
      label: `Expired within ${String(filter.expiredWithinDays)} days`,
    });
  // `hasError: true` has its own checkbox.
  if (filter.hasError === false) chips.push({ field: 'hasError', label: 'No error' });
  return chips;
}

/**
 * The grid's filter conditions without a control in the bar, each shown with a button that
 * removes it: a filter set from the Health view is never applied out of sight.
 */
export function FilterChips() {
  const filter = useGrid((state) => state.filter);
  const { setFilter } = useGrid.getActions();
  // Read only when a condition names a profile.
  const profiles = useBridgeRead(
    'contactProfiles:list',
    filter.contactsDifferFromProfile === undefined ? null : undefined,
  );
  const profileName = (id: string) =>
    (profiles.status === 'ok' ? profiles.data.find((p) => p.id === id)?.name : undefined) ??
    '(deleted)';
  const chips = chipsOf(filter, profileName);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} mb={4} role="group" aria-label="Other filters">
      <Text size="xs" c="dimmed">
        Also:
      </Text>
      {chips.map((chip) => (
        // Mantine's Pill hides its remove button from the keyboard; this one is a real button.
        <Badge
          key={chip.field}
          size="lg"
          variant="light"
          tt="none"
          fw={500}
          pr={2}
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`Remove the filter: ${chip.label}`}
              onClick={() => {
                setFilter({ [chip.field]: undefined });
              }}
            />
          }
        >
          {chip.label}
        </Badge>
      ))}
    </Group>
  );
}

import { Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import type { RegistrarFeature } from '../../../../../shared/ipc/channels/portfolioTypes';
import { CHOICE_LABELS, NEEDS_API, domainsText, missingFeatureReason } from './bulkActionText';
import type { BulkChoice } from './bulkActionText';
import { MENU } from './bulkMenu';

/**
 * How many domains are selected and the Actions menu: an entry the registrar lacks, or one
 * through the API while offline, is disabled with its reason beside it.
 */
export function BulkActionsMenu({
  count,
  disabled,
  unsupported,
  offlineReason,
  onChoose,
}: {
  count: number;
  disabled: boolean;
  unsupported: readonly RegistrarFeature[];
  offlineReason: string | null;
  onChoose: (choice: BulkChoice) => void;
}) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={600} aria-live="polite">
        {count === 0 ? 'No domain selected' : `${domainsText(count)} selected`}
      </Text>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button size="xs" disabled={disabled}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MENU.map((item, index) =>
            item === null ? (
              <Menu.Divider key={`divider-${index}`} />
            ) : (
              <Tooltip
                key={item}
                label={missingFeatureReason(item, unsupported) ?? offlineReason}
                disabled={
                  missingFeatureReason(item, unsupported) === null &&
                  (!NEEDS_API.has(item) || offlineReason === null)
                }
              >
                <Menu.Item
                  color={item === 'remove' ? 'red' : undefined}
                  disabled={
                    missingFeatureReason(item, unsupported) !== null ||
                    (NEEDS_API.has(item) && offlineReason !== null)
                  }
                  onClick={() => {
                    onChoose(item);
                  }}
                >
                  {CHOICE_LABELS[item]}
                </Menu.Item>
              </Tooltip>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
      {offlineReason !== null && (
        <Text size="xs" c="dimmed">
          Changes through the API are disabled: {offlineReason}
        </Text>
      )}
    </Group>
  );
}

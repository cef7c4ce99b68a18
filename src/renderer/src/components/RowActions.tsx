import { Button, Group } from '@mantine/core';

/**
 * The Edit / Duplicate / Delete buttons at the end of a table row of named things (presets,
 * contact profiles). Each is named for its row ("Edit Parking"), as the three words alone
 * would be the same on every row for a screen reader. Duplicate shows only where offered.
 */
export function RowActions({
  name,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  /** What the row is called, as shown in it. */
  name: string;
  onEdit: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
}) {
  const actions = [
    { label: 'Edit', onClick: onEdit, variant: 'light' },
    ...(onDuplicate ? [{ label: 'Duplicate', onClick: onDuplicate, variant: 'subtle' }] : []),
    { label: 'Delete', onClick: onDelete, variant: 'subtle', color: 'red' },
  ];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(({ label, onClick, variant, color }) => (
        <Button
          key={label}
          size="compact-xs"
          variant={variant}
          color={color}
          aria-label={`${label} ${name}`}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

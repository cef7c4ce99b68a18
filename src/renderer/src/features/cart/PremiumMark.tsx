import { Badge } from '@mantine/core';

/** Marks a premium name wherever its line appears: its price is the name's own, not the TLD's. */
export function PremiumMark() {
  return (
    <Badge color="grape" variant="light" size="sm" tt="none" ml={6}>
      Premium
    </Badge>
  );
}

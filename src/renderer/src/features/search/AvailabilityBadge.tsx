import { Badge } from '@mantine/core';
import type { Availability } from '../../../../shared/api/lookupSchemas';

const LOOK: Record<Availability, { color: string; label: string }> = {
  available: { color: 'green', label: 'Available' },
  unavailable: { color: 'gray', label: 'Taken' },
  error: { color: 'red', label: 'Cannot check' },
  unknown: { color: 'gray', label: 'Unknown' },
};

/** Availability in a word and a colour, never colour alone. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const look = LOOK[availability];
  return (
    <Badge color={look.color} variant="light" size="sm" tt="none">
      {look.label}
    </Badge>
  );
}

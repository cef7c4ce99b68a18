import { Badge } from '@mantine/core';
import type { Availability } from '../../../../shared/api/lookupSchemas';

// Mantine's light green badge text misses 4.5:1 on its own background; the theme's green text
// colour passes in both schemes.
const LOOK: Record<Availability, { color: string; label: string; text?: string }> = {
  available: { color: 'green', label: 'Available', text: 'green' },
  unavailable: { color: 'gray', label: 'Taken' },
  error: { color: 'red', label: 'Cannot check' },
  unknown: { color: 'gray', label: 'Unknown' },
};

/**
 * Availability in a word and a colour, never colour alone. A premium name hidden by the search
 * is "Premium" (it can be had, at a price not shown), never "Taken".
 */
export function AvailabilityBadge({
  availability,
  premiumHidden = false,
}: {
  availability: Availability;
  premiumHidden?: boolean;
}) {
  if (premiumHidden) {
    return (
      <Badge color="grape" variant="light" size="sm" tt="none">
        Premium
      </Badge>
    );
  }
  const look = LOOK[availability];
  return (
    <Badge color={look.color} c={look.text} variant="light" size="sm" tt="none">
      {look.label}
    </Badge>
  );
}

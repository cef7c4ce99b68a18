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

/** A premium name searched without premium names: it can be had, at a price not shown. */
export const HIDDEN_PREMIUM = 'Premium — hidden; turn on premium names to see the price';

/** Availability in a word and a colour, never colour alone. */
export function AvailabilityBadge({
  availability,
  premiumHidden = false,
}: {
  availability: Availability;
  premiumHidden?: boolean;
}) {
  if (premiumHidden) {
    return (
      <Badge color="grape" variant="light" size="sm" tt="none" title={HIDDEN_PREMIUM}>
        Premium — hidden
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

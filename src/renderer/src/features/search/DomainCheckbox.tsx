import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearch } from './searchStore';

/** Ticks one name for the cart; the same selection whether ticked in the list, matrix or suggestions. */
export function DomainCheckbox({
  domain,
  unicodeDomain,
  label,
  tabIndex,
}: {
  domain: string;
  unicodeDomain: string;
  label?: ReactNode;
  /** -1 inside a list that moves the focus itself. */
  tabIndex?: number;
}) {
  const checked = useSearch((s) => s.selected.has(domain));
  const toggle = useSearch((s) => s.toggleSelected);
  return (
    <Checkbox
      size="xs"
      aria-label={`Select ${unicodeDomain}`}
      checked={checked}
      label={label}
      // A narrow gap before the label: a matrix cell holds the tick and a price side by side.
      styles={{ label: { paddingInlineStart: 6 } }}
      tabIndex={tabIndex}
      onChange={(event) => {
        toggle([domain], event.currentTarget.checked);
      }}
    />
  );
}

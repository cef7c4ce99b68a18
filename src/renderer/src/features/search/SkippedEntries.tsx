import { Button, CopyButton } from '@mantine/core';
import './skippedEntries.css';

export interface SkippedEntry {
  /** Where it came from ("Line 5", "TLDs") or the name itself. */
  readonly label: string;
  readonly reason: string;
}

/** One entry as a line of text, as it is copied. */
export function skippedLine(entry: SkippedEntry): string {
  return `${entry.label}: ${entry.reason}`;
}

/**
 * Every entry with its reason, none left out: long ones wrap, a long list scrolls in its own box
 * (reachable by keyboard), and the whole list can be copied to fix the names elsewhere.
 */
export function SkippedEntries({
  entries,
  label,
}: {
  entries: readonly SkippedEntry[];
  /** The list's accessible name ("Entries not searched"). */
  label: string;
}) {
  return (
    <>
      {/* A scrolling box is focusable so that it can be scrolled from the keyboard. */}
      <ul className="dd-skipped-list" aria-label={label} tabIndex={0}>
        {entries.map((entry, index) => (
          <li key={index}>
            <strong>{entry.label}:</strong> {entry.reason}
          </li>
        ))}
      </ul>
      <CopyButton value={entries.map(skippedLine).join('\n')}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            mt={4}
            color={copied ? 'green' : undefined}
            aria-label={copied ? 'Copied' : `Copy the ${label.toLowerCase()}`}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy the list'}
          </Button>
        )}
      </CopyButton>
    </>
  );
}

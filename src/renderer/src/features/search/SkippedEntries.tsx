import { Button, CopyButton, Text } from '@mantine/core';
import './skippedEntries.css';

/** Drawn at most; a paste of many thousand bad lines stays quick, and the copy holds them all. */
const DRAWN = 1_000;

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
        {entries.slice(0, DRAWN).map((entry, index) => (
          <li key={index}>
            <strong>{entry.label}:</strong> {entry.reason}
          </li>
        ))}
      </ul>
      {entries.length > DRAWN && (
        <Text size="xs" c="dimmed" mt={4}>
          The first {DRAWN.toLocaleString('en-US')} are listed; the copy holds all{' '}
          {entries.length.toLocaleString('en-US')}.
        </Text>
      )}
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

import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { domainFieldHints } from '../../../../shared/domainFields';
import type { DomainFields } from '../../../../shared/domainFields';
import {
  fieldsOf,
  hintFor,
  newRow,
  rowProblems,
  rowsOf,
  sameFields,
  savable,
} from './domainFieldRows';
import type { DomainFieldRow } from './domainFieldRows';

/**
 * A line's registry fields (`domainfields`) as name → value rows. Rows are saved when
 * an input is left or a choice made, and only when every named row is usable; empty values
 * are kept (and flagged) so a row the registry asked for is not lost.
 */
export function DomainFieldsEditor({
  domain,
  shownName,
  value,
  onSave,
  focusField,
  onFocused,
}: {
  domain: string;
  shownName: string;
  value: DomainFields;
  onSave: (fields: Record<string, string>) => void;
  /** A field to put the cursor in (the registry said it is missing). */
  focusField?: string | undefined;
  onFocused?: () => void;
}) {
  const [rows, setRows] = useState<DomainFieldRow[]>(() => rowsOf(value));
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // Rows added by the app (a refused order) arrive in `value`; typed ones stay as they are.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const missing = Object.keys(value).filter((name) => !rows.some((r) => r.name === name));
    if (missing.length > 0) setRows([...rows, ...missing.map((name) => newRow(name, ''))]);
  }
  useEffect(() => {
    if (focusField === undefined) return;
    const input = inputs.current.get(focusField);
    if (input) {
      input.focus();
      onFocused?.();
    }
  }, [focusField, rows, onFocused]);

  const problems = rowProblems(rows);
  const hints = domainFieldHints(domain);
  const commit = (next: DomainFieldRow[]) => {
    setRows(next);
    const fields = fieldsOf(next);
    if (savable(next) && !sameFields(fields, value)) onSave(fields);
  };
  const change = (key: number, part: Partial<DomainFieldRow>) =>
    rows.map((row) => (row.key === key ? { ...row, ...part } : row));
  const unused = hints.filter((hint) => !rows.some((row) => row.name.trim() === hint.name));
  const tld = domain.slice(domain.indexOf('.'));

  return (
    <Stack gap={4} role="group" aria-label={`Registry fields for ${shownName}`}>
      <Text size="xs" fw={500}>
        Registry fields
      </Text>
      <Text size="xs" c="dimmed" maw={620}>
        {hints.length > 0
          ? `Sent with the order. ${hints
              .filter((h) => h.required)
              .map((h) => h.name)
              .join(' and ')} are commonly required for ${tld}; the registry may need others.`
          : 'Sent with the order. Some registries need extra fields; add them here if yours does.'}
      </Text>
      {rows.map((row, index) => {
        const hint = hintFor(domain, row);
        const problem = problems.get(row.key);
        const label = row.name.trim() === '' ? `registry field ${index + 1}` : row.name.trim();
        const valueProps = {
          size: 'xs' as const,
          w: 300,
          'aria-label': `${label} for ${shownName}`,
          error: problem?.value,
          description: hint?.description,
          // Below the input, so that it lines up with the name beside it.
          inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
            'label' | 'input' | 'description' | 'error'
          )[],
          ref: (input: HTMLInputElement | null) => {
            if (input) inputs.current.set(row.name.trim(), input);
          },
        };
        return (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <Autocomplete
              size="xs"
              w={200}
              aria-label={`Name of registry field ${index + 1} for ${shownName}`}
              placeholder="Field name"
              data={unused.map((h) => h.name)}
              value={row.name}
              error={problem?.name}
              onChange={(name) => {
                setRows(change(row.key, { name }));
              }}
              onBlur={() => {
                commit(rows);
              }}
            />
            {hint?.choices ? (
              <Select
                {...valueProps}
                placeholder="Choose"
                data={
                  hint.choices.some((c) => c.value === row.value) || row.value === ''
                    ? hint.choices.map((c) => ({ ...c }))
                    : [...hint.choices, { value: row.value, label: row.value }]
                }
                value={row.value === '' ? null : row.value}
                onChange={(picked) => {
                  commit(change(row.key, { value: picked ?? '' }));
                }}
              />
            ) : (
              <TextInput
                {...valueProps}
                placeholder="Value"
                value={row.value}
                onChange={(event) => {
                  setRows(change(row.key, { value: event.currentTarget.value }));
                }}
                onBlur={() => {
                  commit(rows);
                }}
              />
            )}
            <ActionIcon
              size="sm"
              mt={4}
              variant="subtle"
              color="gray"
              aria-label={`Remove ${label} for ${shownName}`}
              onClick={() => {
                commit(rows.filter((r) => r.key !== row.key));
              }}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Add a registry field for ${shownName}`}
          onClick={() => {
            setRows([...rows, newRow()]);
          }}
        >
          Add a registry field
        </Button>
        {unused.map((hint) => (
          <Button
            key={hint.name}
            size="compact-xs"
            variant="subtle"
            aria-label={`Add ${hint.name} for ${shownName}`}
            onClick={() => {
              commit([...rows, newRow(hint.name)]);
            }}
          >
            + {hint.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

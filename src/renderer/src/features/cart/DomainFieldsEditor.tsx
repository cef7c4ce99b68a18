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
import { useEffect, useRef } from 'react';
import { domainFieldHints } from '../../../../shared/domainFields';
import type { DomainFields } from '../../../../shared/domainFields';
import type { AppError } from '../../../../shared/ipc';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import {
  domainFieldRowsSavable,
  domainFieldsFormSchema,
} from '../../../../shared/orders/domainFieldsForm';
import type { DomainFieldsForm } from '../../../../shared/orders/domainFieldsForm';
import { formErrors } from '../../../../shared/rules/fieldIssue';
import { useOnNew } from '../../components/useOnNew';
import { useRuleForm } from '../../components/useRuleForm';
import { fieldsOf, hintFor, newRow, rowsOf, sameFields } from './domainFieldRows';
import type { DomainFieldRow } from './domainFieldRows';

/**
 * A line's registry fields (`domainfields`) as name → value rows, checked as typed by the
 * shared rule. Rows are saved when an input is left or a choice made, and only when every
 * named row is usable; empty values are kept (and flagged) so a row the registry asked for is
 * not lost. Main's refusal of a field shows on that row's value, what was typed kept.
 */
export function DomainFieldsEditor({
  domain,
  shownName,
  value,
  onSave,
  refused,
  focusField,
  onFocused,
}: {
  domain: string;
  shownName: string;
  value: DomainFields;
  onSave: (fields: Record<string, string>) => void;
  /** Main's refusal of the line's last change (`item.domainfields.<name>` on that row). */
  refused?: AppError | undefined;
  /** A field to put the cursor in (the registry said it is missing). */
  focusField?: string | undefined;
  onFocused?: () => void;
}) {
  const form = useRuleForm<DomainFieldsForm>(
    domainFieldsFormSchema,
    { rows: rowsOf(value) },
    { live: true },
  );
  const rows = form.values.rows;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const { setFieldValue, setFieldError, getValues } = form;
  // Rows added by the app (a refused order) arrive in `value`; typed ones stay as they are.
  useOnNew(
    value,
    (fields) => {
      const typed = getValues().rows;
      const missing = Object.keys(fields).filter((name) => !typed.some((r) => r.name === name));
      if (missing.length > 0) {
        setFieldValue('rows', [...typed, ...missing.map((name) => newRow(name, ''))]);
      }
    },
    value,
  );
  useOnNew(refused, (error) => {
    const byName = formErrors(refusedIssues(error), 'item.domainfields');
    getValues().rows.forEach((row, index) => {
      const message = byName[row.name.trim()];
      if (message !== undefined) setFieldError(`rows.${index}.value`, message);
    });
  });
  useEffect(() => {
    if (focusField === undefined) return;
    const input = inputs.current.get(focusField);
    if (input) {
      input.focus();
      onFocused?.();
    }
  }, [focusField, rows, onFocused]);

  const hints = domainFieldHints(domain);
  const commit = (next: readonly DomainFieldRow[]) => {
    setFieldValue('rows', [...next]);
    const fields = fieldsOf(next);
    if (domainFieldRowsSavable(next) && !sameFields(fields, value)) onSave(fields);
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
        const label = row.name.trim() === '' ? `registry field ${index + 1}` : row.name.trim();
        const valueProps = {
          size: 'xs' as const,
          w: 300,
          'aria-label': `${label} for ${shownName}`,
          error: form.errors[`rows.${index}.value`],
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
              error={form.errors[`rows.${index}.name`]}
              onChange={(name) => {
                setFieldValue(`rows.${index}.name`, name);
              }}
              onBlur={() => {
                commit(getValues().rows);
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
                  setFieldValue(`rows.${index}.value`, event.currentTarget.value);
                }}
                onBlur={() => {
                  commit(getValues().rows);
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
            setFieldValue('rows', [...rows, newRow()]);
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

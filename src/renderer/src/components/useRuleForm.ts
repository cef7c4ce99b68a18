import { schemaResolver, useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import type { AppError } from '../../../shared/ipc';
import { refusedIssues } from '../../../shared/ipc/errorDetails';
import { formErrors } from '../../../shared/rules/fieldIssue';

/**
 * A form whose values are checked by a shared schema, the one main's bridge and services
 * apply: its errors sit on the fields the rules name (`rules.1.prefix`), unchanged.
 * With `live`, every change is checked at once (an editor whose save waits for a clean set);
 * without, on submit and when a field is left.
 */
export function useRuleForm<Values extends Record<string, unknown>>(
  // Any schema whose issues name this form's fields: a form may hold more than it checks.
  schema: z.ZodType,
  initialValues: Values,
  options: { live: boolean },
): UseFormReturnType<Values> {
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: !options.live,
  });
  const { values, validate: check } = form;
  useEffect(() => {
    if (options.live) check();
  }, [options.live, check, values]);
  return form;
}

/** Puts the field issues of main's refusal on the form's fields. */
export function showRefusal<Values>(
  form: UseFormReturnType<Values>,
  error: AppError,
  under = '',
): void {
  const errors = formErrors(refusedIssues(error), under);
  if (Object.keys(errors).length > 0) form.setErrors(errors);
}

import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { cartLineFormSchema } from '../../../../shared/orders/cartLineSchema';
import type { CartLineForm } from '../../../../shared/orders/cartLineSchema';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { formErrors } from '../../../../shared/rules/fieldIssue';
import { useRuleForm } from '../../components/useRuleForm';

/**
 * A cart line's typed fields, checked by the shared rules: the EPP code at once (a transfer
 * cannot go without it), the nameservers when left. Main's refusal of the line's last change
 * shows on the field it concerns (`item.nameservers.1` on the nameservers).
 */
export function useCartLineForm(
  item: CartItemView,
  eppCode: string,
  refused: AppError | undefined,
): UseFormReturnType<CartLineForm> {
  const schema = useMemo(
    () => cartLineFormSchema({ domain: item.domain, operation: item.operation }),
    [item.domain, item.operation],
  );
  const form = useRuleForm<CartLineForm>(
    schema,
    { nameservers: item.nameservers.join('\n'), eppCode },
    { live: false },
  );
  const { validateField, setErrors } = form;
  const code = form.values.eppCode;
  useEffect(() => {
    validateField('eppCode');
  }, [validateField, code]);
  useEffect(() => {
    if (refused === undefined) return;
    const errors = formErrors(refusedIssues(refused), 'item');
    const nameservers = Object.entries(errors)
      .filter(([path]) => path === 'nameservers' || path.startsWith('nameservers.'))
      .map(([, message]) => message);
    if (nameservers.length > 0) setErrors({ nameservers: nameservers.join(' ') });
  }, [refused, setErrors]);
  return form;
}

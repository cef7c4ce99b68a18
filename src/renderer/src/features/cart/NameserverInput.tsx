import { Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { splitTypedHosts } from '../../../../shared/nameservers/nameserverRules';
import { typedNameserversFormSchema } from '../../../../shared/nameservers/nameserverSchema';
import { useOnNew } from '../../components/useOnNew';
import { useRuleForm } from '../../components/useRuleForm';

/**
 * Nameservers one per line, checked by the shared rule when the box is left; saved only when
 * valid (or emptied, which means "use the defaults" where `allowEmpty`). Main's refusal of
 * them shows on the box, what was typed kept.
 */
export function NameserverInput({
  label,
  value,
  onSave,
  allowEmpty,
  refusal,
  description,
}: {
  label: string;
  value: readonly string[];
  onSave: (hosts: string[]) => void;
  allowEmpty: boolean;
  /** Why main refused these nameservers, in its own words. */
  refusal?: string | undefined;
  description?: string;
}) {
  const schema = useMemo(() => typedNameserversFormSchema({ optional: allowEmpty }), [allowEmpty]);
  const form = useRuleForm(schema, { hosts: value.join('\n') }, { live: false });
  const { setFieldError, setFieldValue, getValues } = form;
  // A list set elsewhere (the settings' defaults arriving) replaces the box's; the list this
  // box saved does not, so what was typed stays as typed.
  const saved = value.join('\n');
  useOnNew(
    saved,
    (hosts) => {
      if (splitTypedHosts(getValues().hosts).join('\n') !== hosts) setFieldValue('hosts', hosts);
    },
    saved,
  );
  useOnNew(refusal, (message) => {
    if (message !== undefined) setFieldError('hosts', message);
  });
  return (
    <Textarea
      label={label}
      description={description}
      size="xs"
      rows={3}
      w={260}
      placeholder={'ns1.example.net\nns2.example.net'}
      {...form.getInputProps('hosts')}
      onBlur={() => {
        if (form.validateField('hosts').hasError) return;
        const hosts = splitTypedHosts(form.getValues().hosts);
        if (hosts.join('\n') !== value.join('\n')) onSave(hosts);
      }}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

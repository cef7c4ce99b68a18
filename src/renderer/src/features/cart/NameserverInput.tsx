import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { nameserverProblems } from './orderValidation';
import { hostsFromText } from './cartDrafts';

/**
 * Nameservers one per line, checked as they are typed; saved only when valid (or emptied,
 * which means "use the defaults" where `allowEmpty`).
 */
export function NameserverInput({
  label,
  value,
  onSave,
  allowEmpty,
  description,
}: {
  label: string;
  value: readonly string[];
  onSave: (hosts: string[]) => void;
  allowEmpty: boolean;
  description?: string;
}) {
  const [text, setText] = useState(value.join('\n'));
  const [touched, setTouched] = useState(false);
  const hosts = hostsFromText(text);
  const problems = allowEmpty && hosts.length === 0 ? [] : nameserverProblems(hosts);
  return (
    <Textarea
      label={label}
      description={description}
      size="xs"
      rows={3}
      w={260}
      placeholder={'ns1.example.net\nns2.example.net'}
      value={text}
      error={
        touched && problems.length > 0
          ? problems.map((problem) => problem.message).join(' ')
          : undefined
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
      }}
      onBlur={() => {
        setTouched(true);
        if (problems.length === 0 && hosts.join('\n') !== value.join('\n')) onSave(hosts);
      }}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}

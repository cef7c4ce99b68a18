import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseDomainName } from '../../../../shared/domainName';
import { openDomain } from '../../state/navigationStore';

/** Jump to one domain's page by typing its name. */
export function OpenDomainBox() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const open = () => {
    const parsed = parseDomainName(text);
    if (!parsed.ok) {
      setProblem(parsed.reason);
      return;
    }
    openDomain(parsed.value.ascii);
  };
  return (
    <Group gap={4} align="flex-start">
      <TextInput
        size="xs"
        w={240}
        aria-label="Domain to open"
        placeholder="example.com"
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') open();
        }}
      />
      <Button size="xs" variant="default" onClick={open}>
        Open domain
      </Button>
    </Group>
  );
}

import { countOf } from '../../../../shared/counts';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type {
  ImportAccountChange,
  UserDataImportPreview,
} from '../../../../shared/ipc/channels/userData';

interface ImportPreviewProps {
  readonly fileName: string;
  readonly preview: UserDataImportPreview;
  readonly busy: boolean;
  /** Imports, taking the file's URL and e-mail for the accounts listed. */
  readonly onImport: (repoint: string[]) => void;
  readonly onCancel: () => void;
}

type Choice = 'keep' | 'file';

/** An address may be longer than the panel is wide: it wraps anywhere rather than overflow. */
function Long(props: { readonly children: string }) {
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {props.children}
    </Text>
  );
}

function ChangeChoice(props: {
  readonly change: ImportAccountChange;
  readonly value: Choice;
  readonly onChange: (value: Choice) => void;
}) {
  const { change } = props;
  const where = (side: ImportAccountChange['stored']) => `${side.baseUrl} as ${side.email}`;
  return (
    <Radio.Group
      label={`Account "${change.label}"`}
      description="The file gives this account another API URL or e-mail."
      value={props.value}
      onChange={(value) => {
        props.onChange(value === 'file' ? 'file' : 'keep');
      }}
    >
      <Stack gap={4} mt={4}>
        <Radio value="keep" label={<Long>{`Keep ${where(change.stored)}`}</Long>} />
        <Radio
          value="file"
          label={
            <Long>{`Use the file's ${where(change.incoming)}; its API key is asked for again`}</Long>
          }
        />
      </Stack>
    </Radio.Group>
  );
}

/**
 * What a file would change before it is imported. A stored account's API URL or e-mail only
 * changes when the user picks the file's for that account: its key, bound to them, is then
 * not used for the new ones.
 */
export function ImportPreview(props: ImportPreviewProps) {
  const { preview } = props;
  const [choices, setChoices] = useState<Readonly<Record<string, Choice>>>({});
  const repoint = preview.accountChanges
    .filter((change) => choices[change.accountId] === 'file')
    .map((change) => change.accountId);

  return (
    <Alert color="yellow" title={`Before importing ${props.fileName}`}>
      <Stack gap="sm">
        <Text size="sm">
          {`The file holds ${countOf(preview.accounts, 'account', 'accounts')}, ${countOf(preview.domains, 'domain', 'domains')}, ${countOf(preview.contactProfiles, 'contact profile', 'contact profiles')} and ${countOf(preview.orders, 'order', 'orders')}. Choose for each account below; nothing is written until you import.`}
        </Text>
        {preview.accountChanges.map((change) => (
          <ChangeChoice
            key={change.accountId}
            change={change}
            value={choices[change.accountId] ?? 'keep'}
            onChange={(value) => {
              setChoices((old) => ({ ...old, [change.accountId]: value }));
            }}
          />
        ))}
        <Group gap="sm">
          <Button
            size="sm"
            loading={props.busy}
            onClick={() => {
              props.onImport(repoint);
            }}
          >
            Import
          </Button>
          <Button size="sm" variant="default" disabled={props.busy} onClick={props.onCancel}>
            Cancel import
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

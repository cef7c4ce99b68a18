import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type {
  UserDataImportPreview,
  UserDataImportSummary,
} from '../../../../shared/ipc/channels/userData';
import { downloadText } from '../../components/downloadText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { getBridge } from '../../bridge';
import { ImportPreview } from './ImportPreview';
import { SettingsSection } from './SettingsSection';

function summaryText(summary: UserDataImportSummary): string {
  return `Imported ${summary.accounts} accounts, ${summary.domains} domains, ${summary.contactProfiles} contact profiles and ${summary.orders.added} orders (${summary.orders.alreadyPresent} already present). Keys are never exported: paste each account's key under Accounts.`;
}

/** The user's own data as a file (keys excluded), and back. */
export function DataTransfer() {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [failure, setFailure] = useState<{ title: string; error: AppError } | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  // A file that would change a stored account's URL or e-mail waits for the user's choice.
  const [pending, setPending] = useState<{
    name: string;
    text: string;
    preview: UserDataImportPreview;
  } | null>(null);

  const exportData = async (): Promise<void> => {
    setBusy('export');
    setFailure(null);
    const result = await getBridge().dataExport();
    setBusy(null);
    if (!result.ok) {
      setFailure({ title: 'Nothing was exported', error: result.error });
      return;
    }
    downloadText(
      `domaindesk-export-${new Date().toISOString().slice(0, 10)}.json`,
      result.data,
      'application/json',
    );
  };
  const runImport = async (name: string, text: string, repoint: string[]): Promise<void> => {
    setBusy('import');
    const result = await getBridge().dataImport({ text, repoint });
    setBusy(null);
    setPending(null);
    if (!result.ok) setFailure({ title: `${name} was not imported`, error: result.error });
    else setImported(summaryText(result.data));
  };
  const chooseFile = async (file: File | null): Promise<void> => {
    if (file === null) return;
    setBusy('import');
    setFailure(null);
    setImported(null);
    setPending(null);
    const text = await file.text();
    const result = await getBridge().dataPreviewImport({ text });
    setBusy(null);
    if (!result.ok) {
      setFailure({ title: `${file.name} was not imported`, error: result.error });
      return;
    }
    if (result.data.accountChanges.length > 0) {
      setPending({ name: file.name, text, preview: result.data });
      return;
    }
    await runImport(file.name, text, []);
  };

  return (
    <SettingsSection
      title="Your data"
      description="Accounts (without keys), portfolio with tags and notes, contact profiles, presets, the order journal and your preferences (saved views, favourite TLDs, default contacts), as one JSON file. An import is all or nothing."
    >
      <Group gap="sm">
        <Button
          size="sm"
          variant="light"
          loading={busy === 'export'}
          onClick={() => void exportData()}
        >
          Export to a file
        </Button>
        <FileButton accept="application/json,.json" onChange={(file) => void chooseFile(file)}>
          {(props) => (
            <Button {...props} size="sm" variant="default" loading={busy === 'import'}>
              Import a file…
            </Button>
          )}
        </FileButton>
      </Group>
      {pending !== null && (
        <ImportPreview
          fileName={pending.name}
          preview={pending.preview}
          busy={busy === 'import'}
          onImport={(repoint) => void runImport(pending.name, pending.text, repoint)}
          onCancel={() => {
            setPending(null);
          }}
        />
      )}
      {imported !== null && (
        <Text size="sm" c="teal" role="status">
          {imported}
        </Text>
      )}
      {failure && <ErrorAlert error={failure.error} title={failure.title} />}
    </SettingsSection>
  );
}

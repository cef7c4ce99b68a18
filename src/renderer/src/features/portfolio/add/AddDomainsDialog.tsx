import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { AddReport } from '../../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../../bridge';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { AddLinesTable } from './AddLinesTable';

type Format = 'paste' | 'csv';

function summary(report: AddReport, saved: boolean): string {
  const parts = [
    `${report.added} ${saved ? 'added' : 'to add'}`,
    report.alreadyInPortfolio > 0 ? `${report.alreadyInPortfolio} already in the portfolio` : '',
    saved && report.updated > 0 ? `${report.updated} updated` : '',
    report.duplicates > 0 ? `${report.duplicates} repeated` : '',
    report.invalid > 0 ? `${report.invalid} with a problem` : '',
  ];
  return parts.filter((part) => part !== '').join(' · ');
}

const updatableText = (count: number): string => (count === 1 ? '1 domain' : `${count} domains`);

function addLabel(added: number, updating: number): string {
  const add = `Add ${added === 1 ? '1 domain' : `${added} domains`}`;
  if (updating === 0) return add;
  return added === 0 ? `Update ${updatableText(updating)}` : `${add} and update ${updating}`;
}

/**
 * Adding domains by name, pasted list or CSV file: a preview lists every line's problem
 * before anything is saved; once added, each name is confirmed with the API and shown as
 * active, pending or not in this account.
 */
export function AddDomainsDialog({
  accountId,
  onClose,
}: {
  accountId: string;
  onClose: () => void;
}) {
  const [format, setFormat] = useState<Format>('paste');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<AddReport | null>(null);
  const [result, setResult] = useState<AddReport | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);
  const [updateExisting, setUpdateExisting] = useState(false);
  const bridge = getBridge();

  const check = async () => {
    setBusy(true);
    const answer = await bridge.portfolioPreviewNames({ accountId, format, text });
    setBusy(false);
    if (answer.ok) setPreview(answer.data);
    else setError(answer.error);
  };
  const add = async () => {
    setBusy(true);
    const answer =
      format === 'csv'
        ? await bridge.portfolioImportCsv({ accountId, csv: text, updateExisting })
        : await bridge.portfolioAddNames({ accountId, text });
    setBusy(false);
    if (answer.ok) setResult(answer.data);
    else setError(answer.error);
  };
  const edit = (next: string) => {
    setText(next);
    setPreview(null);
    setUpdateExisting(false);
  };
  const updating = format === 'csv' && updateExisting ? (preview?.updatable ?? 0) : 0;

  const shown = result ?? preview;
  return (
    <Modal opened onClose={onClose} title="Add domains to the portfolio" size="xl" centered>
      <Stack gap="sm">
        {result === null && (
          <>
            <SegmentedControl
              size="xs"
              value={format}
              onChange={(value) => {
                setFormat(value);
                edit('');
                setFileName(null);
              }}
              data={[
                { value: 'paste', label: 'Names or a pasted list' },
                { value: 'csv', label: 'CSV file' },
              ]}
            />
            {format === 'paste' ? (
              <GrowingTextarea
                label="Domain names"
                description="One per line, or separated by commas or spaces. Unicode names are fine."
                minRows={4}
                maxRows={10}
                value={text}
                data-autofocus
                onChange={(event) => {
                  edit(event.currentTarget.value);
                }}
              />
            ) : (
              <FileInput
                label="CSV file"
                description="A “domain” column (or the first column); optional “tags” (one per line of the cell, or separated by ; | or ,) and “notes” columns."
                accept=".csv,text/csv"
                placeholder={fileName ?? 'Choose a file'}
                onChange={(file) => {
                  if (file === null) return;
                  setFileName(file.name);
                  void file.text().then(edit);
                }}
              />
            )}
          </>
        )}
        {error && <ErrorAlert error={error} />}
        {shown && (
          <>
            <Alert color={shown.invalid > 0 ? 'orange' : 'blue'} variant="light">
              {summary(shown, result !== null)}
              {result === null && shown.invalid > 0 && ' — lines with a problem are left out.'}
            </Alert>
            {result === null && format === 'csv' && shown.updatable > 0 && (
              <Checkbox
                checked={updateExisting}
                onChange={(event) => {
                  setUpdateExisting(event.currentTarget.checked);
                }}
                label={`${updatableText(shown.updatable)} already there: update their tags and notes?`}
                description="Their tags gain the file’s tags (none are removed); a notes cell that is not empty replaces their notes."
              />
            )}
            <AddLinesTable report={shown} saved={result !== null} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {result === null ? 'Cancel' : 'Close'}
          </Button>
          {result === null && preview === null && (
            <Button onClick={() => void check()} loading={busy} disabled={text.trim() === ''}>
              Check the list
            </Button>
          )}
          {result === null && preview !== null && (
            <Button
              onClick={() => void add()}
              loading={busy}
              disabled={preview.added === 0 && updating === 0}
            >
              {addLabel(preview.added, updating)}
            </Button>
          )}
        </Group>
        {busy && preview !== null && (
          <Text size="xs" c="dimmed">
            Adding and asking the API about each domain…
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

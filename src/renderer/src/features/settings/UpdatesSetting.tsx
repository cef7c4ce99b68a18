import { Button, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import type { UpdateCheck } from '../../../../shared/ipc/channels/updates';
import { getBridge } from '../../bridge';
import { notifyDone } from '../../components/notify';
import { saveSettings } from '../../data/sharedReads';
import { UpdateAnswer } from '../../components/UpdateAnswer';
import { SettingsSection } from './SettingsSection';

/** The once-a-day look for a newer release on start, and a look on demand. */
export function UpdatesSetting({ saved }: { saved: boolean }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<UpdateCheck | null>(null);

  const toggle = async (on: boolean): Promise<void> => {
    const refused = await saveSettings({ checkForUpdates: on });
    setError(refused?.message);
    if (!refused) {
      notifyDone(
        on ? 'Update checks on' : 'Update checks off',
        on
          ? 'DomainDesk looks for a newer release at most once a day when it starts.'
          : 'DomainDesk looks for a newer release only when you ask.',
      );
    }
  };
  const checkNow = async (): Promise<void> => {
    setBusy(true);
    const result = await getBridge().appCheckForUpdates({ when: 'now' });
    setBusy(false);
    setAnswer(
      result.ok
        ? result.data
        : { status: 'failed', current: '', message: result.error.message, checkedAt: '' },
    );
  };

  return (
    <SettingsSection
      title="Updates"
      description="DomainDesk asks its release feed for the latest version. It sends only its own version; installing stays yours to do."
    >
      <Stack gap="xs">
        <Switch
          label="Check for updates when DomainDesk starts (at most once a day)"
          checked={saved}
          error={error}
          onChange={(event) => void toggle(event.currentTarget.checked)}
        />
        <div>
          <Button size="xs" variant="light" loading={busy} onClick={() => void checkNow()}>
            Check for updates
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {answer && <UpdateAnswer answer={answer} />}
        </div>
      </Stack>
    </SettingsSection>
  );
}

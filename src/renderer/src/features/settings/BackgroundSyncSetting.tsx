import { Select } from '@mantine/core';
import { useState } from 'react';
import { backgroundSyncScheduleSchema } from '../../../../shared/ipc/channels/backgroundSync';
import type { BackgroundSyncSchedule } from '../../../../shared/ipc/channels/backgroundSync';
import { notifyDone } from '../../components/notify';
import { saveSettings } from '../../data/sharedReads';
import { SettingsSection } from './SettingsSection';

const OPTIONS: { value: BackgroundSyncSchedule; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'off', label: 'Off' },
];

/** How often every account's domains are re-read while DomainDesk runs. */
export function BackgroundSyncSetting({ saved }: { saved: BackgroundSyncSchedule }) {
  const [error, setError] = useState<string | undefined>();

  const choose = async (value: string | null): Promise<void> => {
    const parsed = backgroundSyncScheduleSchema.safeParse(value);
    if (!parsed.success || parsed.data === saved) return;
    const refused = await saveSettings({ backgroundSync: parsed.data });
    setError(refused?.message);
    if (!refused) {
      notifyDone(
        'Background sync schedule saved',
        parsed.data === 'off'
          ? 'Domains are read only when you ask.'
          : `Every domain is read again ${parsed.data === 'daily' ? 'each day' : 'each week'}.`,
      );
    }
  };

  return (
    <SettingsSection
      title="Background sync"
      description="While DomainDesk runs, every account's domains are read again, spread over the period and within each account's pacing. Pending domains are checked more often on their own."
    >
      <Select
        label="Read every domain again"
        data={OPTIONS}
        value={saved}
        allowDeselect={false}
        error={error}
        onChange={(value) => void choose(value)}
      />
    </SettingsSection>
  );
}

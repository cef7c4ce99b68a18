import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSettings } from '../../data/sharedReads';
import { useBridgeRead } from '../../data/useBridgeRead';
import { ThemeControl } from '../../app/ThemeControl';
import { ContactProfiles } from './ContactProfiles';
import { DataTransfer } from './DataTransfer';
import { NameserverDefaults } from './NameserverDefaults';
import { NotificationsSetting } from './NotificationsSetting';
import { BackgroundSyncSetting } from './BackgroundSyncSetting';
import { PacingDefaults } from './PacingDefaults';
import { Presets } from './Presets';
import { SettingsSection } from './SettingsSection';
import { UpdatesSetting } from './UpdatesSetting';

/** Which build this is, for support: version, desktop or browser preview, platform. */
function AboutLine() {
  const read = useBridgeRead('app:info', undefined, { maxAgeMs: Infinity });
  if (read.status !== 'ok') return null;
  const info = read.data;
  return (
    <Text size="xs" c="dimmed" data-testid="app-version">
      {info.name} {info.version} · {info.transport === 'web' ? 'Browser preview' : 'Desktop'} ·{' '}
      {info.platform}
    </Text>
  );
}

/** Defaults for orders and new accounts, contact profiles, theme, and the user's data. */
export function SettingsScreen() {
  const read = useSettings();
  const settings = read.status === 'ok' ? read.data : null;
  const loadError = read.status === 'error' ? read.error : null;

  return (
    <Stack gap="md" data-testid="settings-screen">
      <Title order={2}>Settings</Title>
      {loadError && (
        <Alert color="red" variant="light" title="The settings could not be read">
          {loadError.message}
        </Alert>
      )}
      {settings === null ? (
        !loadError && <Loader size="sm" aria-label="Loading the settings" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SettingsSection
              title="Appearance"
              description="Follow the system's light or dark mode, or choose one. Remembered on this computer."
            >
              <Group>
                <ThemeControl size="sm" />
              </Group>
            </SettingsSection>
            <NameserverDefaults
              key={settings.defaultNameservers.join(' ')}
              saved={settings.defaultNameservers}
            />
            <PacingDefaults
              key={`${settings.defaultMaxConcurrentRequests}/${settings.defaultMinRequestIntervalMs}`}
              concurrency={settings.defaultMaxConcurrentRequests}
              intervalMs={settings.defaultMinRequestIntervalMs}
            />
            <BackgroundSyncSetting saved={settings.backgroundSync} />
            <DataTransfer />
            <UpdatesSetting saved={settings.checkForUpdates} />
            <NotificationsSetting saved={settings.notifications} />
          </SimpleGrid>
          <ContactProfiles />
          <Presets />
          <AboutLine />
        </>
      )}
    </Stack>
  );
}

import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '../../../../shared/ipc/channels/notifications';
import type { NotificationKind } from '../../../../shared/ipc/channels/notifications';
import type { AppSettings } from '../../../../shared/ipc/channels/settings';
import { notifyDone } from '../../components/notify';
import { saveSettings } from '../../data/sharedReads';
import { SettingsSection } from './SettingsSection';

type Saved = AppSettings['notifications'];

/** "60, 30, 7, 1" → [60, 30, 7, 1]; what is not a number is left for the check to name. */
function daysOf(text: string): unknown[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** "clients: 90, 30" lines → per-tag thresholds. */
function byTagOf(text: string): Record<string, unknown[]> {
  const entries = text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.lastIndexOf(':');
      return [at < 0 ? line : line.slice(0, at).trim(), at < 0 ? [] : daysOf(line.slice(at + 1))];
    });
  return Object.fromEntries(entries) as Record<string, unknown[]>;
}

const byTagText = (byTag: Saved['expiryDaysByTag']): string =>
  Object.entries(byTag)
    .map(([tag, days]) => `${tag}: ${days.join(', ')}`)
    .join('; ');

/** Which notifications are raised, whether the system shows them, and the expiry days. */
export function NotificationsSetting({ saved }: { saved: Saved }) {
  const [days, setDays] = useState(saved.expiryDays.join(', '));
  const [byTag, setByTag] = useState(byTagText(saved.expiryDaysByTag));
  const [error, setError] = useState<string | undefined>();

  const save = async (patch: Partial<Saved>, done?: string): Promise<boolean> => {
    // The check is main's: a bad value comes back with its own message.
    const refused = await saveSettings({ notifications: { ...saved, ...patch } });
    setError(refused?.message);
    if (!refused && done !== undefined) notifyDone('Notifications', done);
    return refused === null;
  };
  const toggleKind = (kind: NotificationKind, on: boolean): void => {
    const off = on ? saved.off.filter((item) => item !== kind) : [...saved.off, kind];
    void save({ off });
  };

  return (
    <SettingsSection
      title="Notifications"
      description="What the bell in the header tells you about each account. Each fact is told once."
    >
      <Stack gap="xs">
        <Switch
          label="Also show new notifications as system notifications (desktop app)"
          checked={saved.system}
          onChange={(event) => void save({ system: event.currentTarget.checked })}
        />
        <Checkbox.Group
          label="Tell me about"
          value={NOTIFICATION_KINDS.filter((k) => !saved.off.includes(k))}
        >
          <Stack gap={4} mt={4}>
            {NOTIFICATION_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                value={kind}
                label={NOTIFICATION_KIND_LABELS[kind]}
                onChange={(event) => {
                  toggleKind(kind, event.currentTarget.checked);
                }}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label="Expiry thresholds (days before expiry)"
          description="The daily digest lists each domain once per threshold it comes within."
          value={days}
          onChange={(event) => {
            setDays(event.currentTarget.value);
          }}
        />
        <TextInput
          label="Thresholds by tag (optional)"
          description='For example "clients: 90, 30". Separate tags with a semicolon.'
          value={byTag}
          onChange={(event) => {
            setByTag(event.currentTarget.value);
          }}
        />
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void save(
                {
                  expiryDays: daysOf(days) as number[],
                  expiryDaysByTag: byTagOf(byTag) as Saved['expiryDaysByTag'],
                },
                'The expiry thresholds are saved.',
              )
            }
          >
            Save thresholds
          </Button>
        </Group>
        {error !== undefined && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </SettingsSection>
  );
}

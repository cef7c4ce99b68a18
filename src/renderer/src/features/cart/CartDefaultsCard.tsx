import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { navigationStore } from '../../state/navigationStore';
import { ContactRoleSelects } from './ContactRoleSelects';
import { useCart } from './cartStore';
import { NameserverInput } from './NameserverInput';

/** Nameservers and contacts for every line that does not set its own. */
export function CartDefaultsCard() {
  const defaults = useCart((s) => s.defaults);
  const profiles = useCart((s) => s.profiles);
  const setDefaults = useCart((s) => s.setDefaults);
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          For every item
        </Text>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NameserverInput
            key={defaults.nameservers.join(',')}
            label="Nameservers"
            description="2 to 5, one per line (from Settings)"
            value={defaults.nameservers}
            allowEmpty={false}
            onSave={(nameservers) => {
              setDefaults({ nameservers });
            }}
          />
          <Stack gap={4}>
            <ContactRoleSelects
              namePrefix="Default"
              value={defaults.contactProfileIds}
              profiles={profiles}
              placeholder={(role) =>
                role === 'registrant' ? 'Choose a profile' : 'Same as registrant'
              }
              onChange={(contactProfileIds) => {
                setDefaults({ contactProfileIds });
              }}
            />
            {profiles.length === 0 && (
              <Text size="xs" c="dimmed">
                No contact profiles yet.{' '}
                <Anchor
                  component="button"
                  size="xs"
                  onClick={() => {
                    navigationStore
                      .getState()
                      .navigate('settings', { params: { section: 'contacts' } });
                  }}
                >
                  Create one in Settings
                </Anchor>
              </Text>
            )}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyDone } from '../../components/notify';
import { ContactProfileDialog } from '../../components/contactProfile/ContactProfileDialog';
import { ContactRoleSelects } from './ContactRoleSelects';
import { useCart } from './cartStore';
import { useProfiles } from './cartReads';
import { NameserverInput } from './NameserverInput';

/** Nameservers and contacts for every line that does not set its own. */
export function CartDefaultsCard() {
  const defaults = useCart((s) => s.defaults);
  const profiles = useProfiles();
  const setDefaults = useCart((s) => s.setDefaults);
  const profileSaved = useCart((s) => s.profileSaved);
  // A profile can be made here, without leaving the cart and what was typed in it.
  const [creating, setCreating] = useState(false);
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
            description="2 to 5, one per line: every order needs two"
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
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  setCreating(true);
                }}
              >
                New contact profile
              </Button>
              {profiles.length === 0 && (
                <Text size="xs" c="dimmed">
                  No contact profile yet: an order needs a registrant.
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
      </Stack>
      {creating && (
        <ContactProfileDialog
          profile={null}
          onClose={() => {
            setCreating(false);
          }}
          onSaved={(saved) => {
            setCreating(false);
            profileSaved(saved, profiles);
            notifyDone('Contact profile saved', `"${saved.name}" is offered for every order.`);
          }}
        />
      )}
    </Card>
  );
}

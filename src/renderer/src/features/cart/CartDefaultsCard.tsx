import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import { refusedIssues } from '../../../../shared/ipc/errorDetails';
import { notifyDone } from '../../components/notify';
import { ContactProfileDialog } from '../../components/contactProfile/ContactProfileDialog';
import { ContactRoleSelects } from './ContactRoleSelects';
import { useCart } from './cartStore';
import { useProfiles } from './cartReads';
import { NameserverInput } from './NameserverInput';

/** Why main refused the default nameservers at checkout, in its words; undefined if it did not. */
function defaultsRefusal(error: AppError | null): string | undefined {
  const mine = refusedIssues(error).filter(
    (issue) => issue.path === DEFAULTS_PATH || issue.path.startsWith(`${DEFAULTS_PATH}.`),
  );
  return mine.length === 0 ? undefined : mine.map((issue) => issue.message).join(' ');
}
const DEFAULTS_PATH = 'defaults.nameservers';

/** Nameservers and contacts for every line that does not set its own. */
export function CartDefaultsCard() {
  const defaults = useCart((s) => s.defaults);
  const profiles = useProfiles();
  const setDefaults = useCart((s) => s.setDefaults);
  const profileSaved = useCart((s) => s.profileSaved);
  const refusal = defaultsRefusal(useCart((s) => s.checkoutError));
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
            label="Nameservers"
            description="2 to 5, one per line: every order needs two"
            value={defaults.nameservers}
            allowEmpty={false}
            refusal={refusal}
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

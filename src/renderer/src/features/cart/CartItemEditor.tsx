import { Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { useCurrentAccount } from '../../state/currentAccount';
import { ContactRoleSelects } from './ContactRoleSelects';
import { useCart } from './cartStore';
import { useProfiles } from './cartReads';
import { DomainFieldsEditor } from './DomainFieldsEditor';
import { NameserverInput } from './NameserverInput';
import { needsEppCode } from './orderValidation';

const ADDONS = [
  { key: 'dnsmanagement', label: 'DNS management' },
  { key: 'emailforwarding', label: 'E-mail forwarding' },
  { key: 'idprotection', label: 'ID protection' },
] as const;

/**
 * One line's own settings: nameservers, contacts, registry fields, add-ons and, for
 * transfers, the EPP code.
 */
export function CartItemEditor({ item }: { item: CartItemView }) {
  const account = useCurrentAccount();
  const profiles = useProfiles();
  const eppCode = useCart((s) => s.eppCodes[item.domain] ?? '');
  const update = useCart((s) => s.update);
  const setEppCode = useCart((s) => s.setEppCode);
  const focusField = useCart((s) =>
    s.focusField?.itemId === item.id ? s.focusField.name : undefined,
  );
  const focusDone = useCart((s) => s.focusDone);
  const save = (change: Parameters<typeof update>[2]) => {
    if (account) void update(account.id, item, change);
  };
  const name = item.unicodeDomain;
  return (
    <Stack gap="xs" py={4}>
      {needsEppCode(item.operation, item.domain) && (
        <PasswordInput
          size="xs"
          w={260}
          label={`EPP code for ${name}`}
          description="From the current registrar; sent once with the order, never stored."
          required
          value={eppCode}
          error={eppCode.trim() === '' ? 'Required to transfer this name' : undefined}
          onChange={(event) => {
            setEppCode(item.domain, event.currentTarget.value);
          }}
        />
      )}
      {item.operation !== 'renew' && (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NameserverInput
            label={`Nameservers for ${name}`}
            description="Empty: the nameservers for every item"
            value={item.nameservers}
            allowEmpty
            onSave={(nameservers) => {
              save({ nameservers });
            }}
          />
          <Stack gap={4}>
            <ContactRoleSelects
              namePrefix={name}
              value={item.contactProfileIds}
              profiles={profiles}
              placeholder={(role) =>
                role === 'registrant' ? 'Contacts for every item' : 'Same as registrant'
              }
              onChange={(contactProfileIds) => {
                save({ contactProfileIds });
              }}
            />
            <Text size="xs" c="dimmed">
              Choosing any contact here replaces the contacts for every item on this line.
            </Text>
          </Stack>
        </Group>
      )}
      {item.operation !== 'renew' && (
        <DomainFieldsEditor
          domain={item.domain}
          shownName={name}
          value={item.domainfields}
          focusField={focusField}
          onFocused={focusDone}
          onSave={(domainfields) => {
            save({ domainfields });
          }}
        />
      )}
      <Group gap="md">
        {ADDONS.map((addon) => (
          <Checkbox
            key={addon.key}
            size="xs"
            label={addon.label}
            aria-label={`${addon.label} for ${name}`}
            checked={item.addons[addon.key] === true}
            onChange={(event) => {
              save({ addons: { ...item.addons, [addon.key]: event.currentTarget.checked } });
            }}
          />
        ))}
      </Group>
    </Stack>
  );
}

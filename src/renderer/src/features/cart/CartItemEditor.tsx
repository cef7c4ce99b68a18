import { Checkbox, Group, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { useCurrentAccount } from '../../state/currentAccount';
import { CartPresetSelect } from './CartPresetSelect';
import { ContactRoleSelects } from './ContactRoleSelects';
import { useCart } from './cartStore';
import { useProfiles } from './cartReads';
import { DomainFieldsEditor } from './DomainFieldsEditor';
import { hostsFromText } from './cartDrafts';
import { useCartLineForm } from './useCartLineForm';
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
  const refused = useCart((s) => s.lineErrors[item.id]);
  const save = (change: Parameters<typeof update>[2]) => {
    if (account) void update(account.id, item, change);
  };
  const form = useCartLineForm(item, eppCode, refused);
  const typed = form.values.nameservers;
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
          {...form.getInputProps('eppCode')}
          onChange={(event) => {
            form.setFieldValue('eppCode', event.currentTarget.value);
            // Kept by the cart (never stored) for checkout, as typed.
            setEppCode(item.domain, event.currentTarget.value);
          }}
        />
      )}
      {item.operation !== 'renew' && account && (
        <CartPresetSelect
          accountId={account.id}
          item={item}
          onChoose={(choice) => {
            if (choice.presetId === null) {
              save({ presetId: null });
              return;
            }
            // The box shows what the line now holds.
            form.setFieldValue('nameservers', choice.nameservers.join('\n'));
            save({ ...choice, nameservers: [...choice.nameservers] });
          }}
        />
      )}
      {item.operation !== 'renew' && (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Textarea
            label={`Nameservers for ${name}`}
            description="Empty: the nameservers for every item"
            size="xs"
            rows={3}
            w={260}
            placeholder={'ns1.example.net\nns2.example.net'}
            {...form.getInputProps('nameservers')}
            onBlur={() => {
              // Saved only when the shared rule accepts it (or emptied: the defaults apply).
              if (form.validateField('nameservers').hasError) return;
              const hosts = hostsFromText(typed).filter((host) => host.trim() !== '');
              if (hosts.join('\n') !== item.nameservers.join('\n')) save({ nameservers: hosts });
            }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
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
          refused={refused}
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

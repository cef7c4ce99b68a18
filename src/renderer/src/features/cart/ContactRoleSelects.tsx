import { Button, Group, Select } from '@mantine/core';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import { ORDER_CONTACT_ROLES } from '../../../../shared/ipc/channels/orders';
import { chosenRoles } from './cartDrafts';
import type { RoleProfiles } from './cartDrafts';

const ROLE_LABELS = {
  registrant: 'Registrant',
  admin: 'Admin',
  tech: 'Tech',
  billing: 'Billing',
} as const;

/** A contact profile for each of the four roles, with "copy registrant to all". */
export function ContactRoleSelects({
  value,
  profiles,
  onChange,
  placeholder,
  namePrefix,
}: {
  value: RoleProfiles;
  profiles: readonly ContactProfileView[];
  onChange: (value: RoleProfiles) => void;
  /** Shown when a role is left empty (e.g. "Same as registrant"). */
  placeholder: (role: keyof typeof ROLE_LABELS) => string;
  /** Makes each select's accessible name unique on the page (`example.com registrant`). */
  namePrefix: string;
}) {
  const data = profiles.map((p) => ({ value: p.id, label: `${p.name} · ${p.contact.email}` }));
  const registrant = value.registrant;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {ORDER_CONTACT_ROLES.map((role) => (
        <Select
          key={role}
          size="xs"
          // Wide enough for a profile's name and e-mail; the row wraps before it cuts them.
          w={340}
          label={ROLE_LABELS[role]}
          aria-label={`${namePrefix} ${ROLE_LABELS[role].toLowerCase()} contact`}
          placeholder={placeholder(role)}
          clearable
          // Picking the profile already chosen keeps it (clearing is the clear button's). Keys
          // pressed fast on opening (Tab, ArrowDown, Enter) can land on the chosen one before
          // the list moves on; that must not leave the role empty.
          allowDeselect={false}
          searchable
          data={data}
          value={value[role] ?? null}
          onChange={(id) => {
            onChange(chosenRoles({ ...value, [role]: id ?? '' }));
          }}
        />
      ))}
      <Button
        size="xs"
        variant="default"
        disabled={registrant === undefined}
        aria-label={`${namePrefix}: copy registrant to all roles`}
        onClick={() => {
          if (registrant !== undefined) {
            onChange({ registrant, admin: registrant, tech: registrant, billing: registrant });
          }
        }}
      >
        Copy registrant to all
      </Button>
    </Group>
  );
}

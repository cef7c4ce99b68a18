import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OrderOperation } from '../../../../shared/ipc/channels/pricing';
import { useCurrentAccount } from '../../state/currentAccount';
import { useCart } from './cartStore';

/** Puts one name in the cart by hand: a registration, a transfer in or a renewal. */
export function AddItemForm() {
  const account = useCurrentAccount();
  const add = useCart((s) => s.add);
  const [domain, setDomain] = useState('');
  const [operation, setOperation] = useState<OrderOperation>('register');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!account) return;
    if (domain.trim() === '') {
      setError('Domain: enter a name such as example.com.');
      return;
    }
    setBusy(true);
    const { error: failure, notice: note } = await add(account.id, domain, operation);
    setBusy(false);
    // The typed name stays when it was refused, so it can be corrected rather than retyped.
    setError(failure === null ? null : `Domain: ${failure.message}`);
    setNotice(note);
    if (failure === null) setDomain('');
  };
  return (
    <Group gap="xs" align="flex-start">
      <TextInput
        size="xs"
        w={260}
        aria-label="Domain to add"
        placeholder="example.com"
        value={domain}
        error={error}
        description={notice}
        onChange={(event) => {
          setDomain(event.currentTarget.value);
          setNotice(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void submit();
        }}
      />
      <SegmentedControl
        size="xs"
        aria-label="Order type"
        value={operation}
        onChange={(value) => {
          setOperation(value);
        }}
        data={[
          { value: 'register', label: 'Register' },
          { value: 'transfer', label: 'Transfer in' },
          { value: 'renew', label: 'Renew' },
        ]}
      />
      <Button size="xs" variant="default" loading={busy} onClick={() => void submit()}>
        Add to cart
      </Button>
    </Group>
  );
}

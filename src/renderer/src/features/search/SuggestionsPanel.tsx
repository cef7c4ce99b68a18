import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../shared/ipc';
import type { SuggestionsView } from '../../../../shared/ipc/channels/search';
import { useCurrentAccount } from '../../state/currentAccount';
import { getBridge } from '../../bridge';
import { ErrorAlert } from '../../components/ErrorAlert';
import { formatMoney } from '../../components/money';
import { DomainCheckbox } from './DomainCheckbox';
import { useSearch } from './searchStore';

/** Available names close to one the reseller has in mind, to tick for the cart like results. */
export function SuggestionsPanel() {
  const account = useCurrentAccount();
  const tlds = useSearch((s) => s.tlds);
  const premium = useSearch((s) => s.premium);
  const [term, setTerm] = useState('');
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<SuggestionsView | null>(null);
  const [error, setError] = useState<AppError | null>(null);

  const suggest = async () => {
    if (!account) return;
    if (term.trim() === '') {
      setError({ kind: 'invalid_input', message: 'Name for suggestions: type a name first.' });
      return;
    }
    setBusy(true);
    setError(null);
    const result = await getBridge().searchSuggestions({
      accountId: account.id,
      term,
      tlds: [...tlds],
      maxResults: 20,
      premium,
    });
    setBusy(false);
    if (result.ok) setView(result.data);
    else setError(result.error);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Suggestions"
          placeholder="e.g. coffee"
          size="sm"
          style={{ flex: 1 }}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void suggest();
          }}
        />
        <Button size="sm" variant="default" loading={busy} onClick={() => void suggest()}>
          Suggest
        </Button>
      </Group>
      {error && <ErrorAlert error={error} title="No suggestions" />}
      {view && (
        <>
          <Text size="xs" c="dimmed">
            {view.suggestions.length} available for “{view.term}”
            {view.hidden > 0 ? ` · ${view.hidden} taken or not checkable left out` : ''}
          </Text>
          {view.suggestions.length > 0 && (
            <Table fz="sm" verticalSpacing={2} aria-label="Suggestions">
              <Table.Tbody>
                {view.suggestions.map((s) => (
                  <Table.Tr key={s.domain}>
                    <Table.Td w={28}>
                      <DomainCheckbox domain={s.domain} unicodeDomain={s.unicodeDomain} />
                    </Table.Td>
                    <Table.Td>
                      {s.unicodeDomain}
                      {s.premium && (
                        <Text span size="xs" c="grape" fw={700} ml={6}>
                          Premium
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(s.price, s.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}

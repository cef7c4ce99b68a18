import { ActionIcon, Chip, Group, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { saveSettings, useSettings } from '../../data/sharedReads';
import { useCurrentAccount } from '../../state/currentAccount';
import { useSearch } from './searchStore';
import { useOfferedTlds } from './searchReads';
import { groupTlds } from './tldGroups';

const NONE: readonly string[] = [];

/**
 * The TLDs bare names are searched under: a searchable, grouped list of what the provider
 * offers, with the reseller's favourites one click away and remembered.
 */
export function TldPicker() {
  const { offered } = useOfferedTlds(useCurrentAccount()?.id ?? null);
  const tlds = useSearch((s) => s.tlds);
  const settings = useSettings();
  const favourites = settings.status === 'ok' ? settings.data.favouriteTlds : NONE;
  const setState = useSearch((s) => s.set);
  // A preference kept by main, so it travels with the user-data export.
  const toggleFavourite = (tld: string): void => {
    const next = favourites.includes(tld)
      ? favourites.filter((t) => t !== tld)
      : [...favourites, tld];
    void saveSettings({ favouriteTlds: next });
  };
  const favouriteSet = useMemo(() => new Set(favourites), [favourites]);
  // Chosen TLDs stay listed even before the provider's list has arrived.
  const data = useMemo(
    () => groupTlds([...new Set([...offered, ...tlds])], favouriteSet),
    [offered, tlds, favouriteSet],
  );

  return (
    <Stack gap={6}>
      <MultiSelect
        label="TLDs"
        description="Bare names are searched under each of these."
        size="sm"
        searchable
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        placeholder={tlds.length === 0 ? 'Choose TLDs' : undefined}
        data={data}
        value={[...tlds]}
        onChange={(value) => {
          setState({ tlds: value });
        }}
        nothingFoundMessage="No TLD by that name"
      />
      <Group gap={4} align="center">
        <Text size="xs" c="dimmed">
          Favourites:
        </Text>
        {favourites.length === 0 && (
          <Text size="xs" c="dimmed">
            star a chosen TLD to keep it here
          </Text>
        )}
        {favourites.map((tld) => (
          <Chip
            key={tld}
            size="xs"
            checked={tlds.includes(tld)}
            onChange={(on) => {
              setState({ tlds: on ? [...tlds, tld] : tlds.filter((t) => t !== tld) });
            }}
          >
            .{tld}
          </Chip>
        ))}
      </Group>
      {tlds.some((tld) => !favouriteSet.has(tld)) && (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            Add to favourites:
          </Text>
          {tlds
            .filter((tld) => !favouriteSet.has(tld))
            .map((tld) => (
              <Tooltip key={tld} label={`Keep .${tld} in favourites`}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  w="auto"
                  px={4}
                  aria-label={`Add .${tld} to favourites`}
                  onClick={() => {
                    toggleFavourite(tld);
                  }}
                >
                  <Text size="xs">☆ .{tld}</Text>
                </ActionIcon>
              </Tooltip>
            ))}
        </Group>
      )}
      {favourites.length > 0 && (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            Remove from favourites:
          </Text>
          {favourites.map((tld) => (
            <ActionIcon
              key={tld}
              size="sm"
              variant="subtle"
              color="gray"
              w="auto"
              px={4}
              aria-label={`Remove .${tld} from favourites`}
              onClick={() => {
                toggleFavourite(tld);
              }}
            >
              <Text size="xs">★ .{tld}</Text>
            </ActionIcon>
          ))}
        </Group>
      )}
    </Stack>
  );
}

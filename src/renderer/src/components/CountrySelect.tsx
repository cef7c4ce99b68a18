import { Select } from '@mantine/core';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter, SelectProps } from '@mantine/core';
import { COUNTRIES, countryCodeOf } from '../../../shared/contacts/countries';

const DATA: ComboboxItem[] = COUNTRIES.map((country) => ({
  value: country.code,
  label: country.name,
}));

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/** By name (accents and case aside), with the country whose code or name it is first. */
const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  if (typed === '') return options;
  const exact = countryCodeOf(typed);
  const items = options.filter(isItem);
  const first = items.filter((item) => item.value === exact);
  const rest = items.filter(
    (item) =>
      item.value !== exact &&
      item.label
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .includes(typed.normalize('NFD').replace(/\p{M}/gu, '')),
  );
  return [...first, ...rest];
};

/**
 * A country picked by its name ("Germany"), kept as its ISO code (`DE`), the form the API
 * and the contact rules take. Typing the code finds it too.
 */
export function CountrySelect(
  props: Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
    value: string;
    onChange: (code: string) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  const code = value.toUpperCase();
  // A code not in the list (as a registry may hold) is still shown, never blanked.
  const data =
    code === '' || DATA.some((item) => item.value === code)
      ? DATA
      : [{ value: code, label: code }, ...DATA];
  return (
    <Select
      searchable
      allowDeselect={false}
      placeholder="Type the country's name"
      nothingFoundMessage="No country has this name"
      {...rest}
      data={data}
      filter={byNameOrCode}
      value={code === '' ? null : code}
      onChange={(code) => {
        onChange(code ?? '');
      }}
    />
  );
}

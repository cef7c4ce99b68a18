// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge, stubFailure } from '../../testing/fakeBridge';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { CartItemEditor } from './CartItemEditor';
import { linesProblems } from './cartDrafts';
import { DomainFieldsEditor } from './DomainFieldsEditor';

const US_ROWS = { 'Nexus Category': '', 'Application Purpose': '' };
const TOO_LONG = 'At most 255 characters.';

// Main refuses a registry field's value the editor's own rule lets through (its length).
const bridge = installFakeBridge({
  contactProfilesList: () => [],
  presetsList: () => [],
  ordersCartPut: () =>
    stubFailure('invalid_input', `item.domainfields.Registrant Type: ${TOO_LONG}`, {
      issues: [{ path: 'item.domainfields.Registrant Type', message: TOO_LONG }],
    }),
});

const LINE: CartItemView = {
  id: 1,
  domain: 'shop.us',
  unicodeDomain: 'shop.us',
  operation: 'register',
  period: 1,
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  contactProfileIds: {},
  addons: {},
  domainfields: {},
  addedAt: '2026-01-01T00:00:00Z',
};

function editor(value: Record<string, string>, onSave = vi.fn()) {
  renderWithMantine(
    <DomainFieldsEditor domain="shop.us" shownName="shop.us" value={value} onSave={onSave} />,
  );
  return { onSave, group: screen.getByRole('group', { name: 'Registry fields for shop.us' }) };
}

describe('the registry fields of a cart line', () => {
  it('shows the rows a .us name commonly needs, each labelled, empty ones flagged, and says others may be needed', () => {
    const { group } = editor(US_ROWS);
    expect(
      within(group).getByText(/commonly required for \.us; the registry may need others/),
    ).toBeInTheDocument();
    const category = within(group).getByRole('combobox', { name: 'Nexus Category for shop.us' });
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getAllByText('Empty: fill it in or remove the row')).toHaveLength(2);
    expect(
      within(group).getByRole('button', { name: 'Add Nexus Country for shop.us' }),
    ).toBeInTheDocument();
  });

  it('saves a chosen code and keeps the other rows', async () => {
    const { group, onSave } = editor(US_ROWS);
    fireEvent.click(within(group).getByRole('combobox', { name: 'Nexus Category for shop.us' }));
    fireEvent.click(await screen.findByRole('option', { name: 'C21 · US organisation' }));
    expect(onSave).toHaveBeenCalledWith({ 'Nexus Category': 'C21', 'Application Purpose': '' });
  });

  it('adds a field by name and value, saved when the value is left', () => {
    const { group, onSave } = editor({});
    fireEvent.click(
      within(group).getByRole('button', { name: 'Add a registry field for shop.us' }),
    );
    const name = within(group).getByRole('combobox', {
      name: 'Name of registry field 1 for shop.us',
    });
    fireEvent.change(name, { target: { value: 'Registrant Type' } });
    fireEvent.blur(name);
    expect(onSave).toHaveBeenLastCalledWith({ 'Registrant Type': '' });
    const value = within(group).getByRole('textbox', { name: 'Registrant Type for shop.us' });
    fireEvent.change(value, { target: { value: 'individual' } });
    fireEvent.blur(value);
    expect(onSave).toHaveBeenLastCalledWith({ 'Registrant Type': 'individual' });
  });

  it('refuses a name with brackets or given twice, saying why, and saves nothing', () => {
    const { group, onSave } = editor({ 'Nexus Category': 'C11' });
    fireEvent.click(
      within(group).getByRole('button', { name: 'Add a registry field for shop.us' }),
    );
    const name = within(group).getByRole('combobox', {
      name: 'Name of registry field 2 for shop.us',
    });
    fireEvent.change(name, { target: { value: 'Nexus Category' } });
    fireEvent.blur(name);
    expect(within(group).getByText('"Nexus Category" is given twice')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Nexus[Country]' } });
    fireEvent.blur(name);
    expect(within(group).getByText('"Nexus[Country]" cannot contain [ or ]')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('flags an empty name that has a value, and saves once it is named', () => {
    const { group, onSave } = editor({});
    fireEvent.click(
      within(group).getByRole('button', { name: 'Add a registry field for shop.us' }),
    );
    const value = within(group).getByRole('textbox', { name: 'registry field 1 for shop.us' });
    fireEvent.change(value, { target: { value: 'individual' } });
    fireEvent.blur(value);
    expect(within(group).getByText('needs a name')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const name = within(group).getByRole('combobox', {
      name: 'Name of registry field 1 for shop.us',
    });
    fireEvent.change(name, { target: { value: 'Registrant Type' } });
    fireEvent.blur(name);
    expect(within(group).queryByText('needs a name')).toBeNull();
    expect(onSave).toHaveBeenLastCalledWith({ 'Registrant Type': 'individual' });
  });

  it('shows main’s refusal of a value on that row, what was typed kept', async () => {
    knownAccounts([accountSummary({ id: 'acc' })]);
    currentAccountStore.getState().select('acc');
    renderWithMantine(
      <CartItemEditor item={{ ...LINE, domainfields: { 'Registrant Type': 'individual' } }} />,
    );
    const value = screen.getByRole('textbox', { name: 'Registrant Type for shop.us' });
    const long = 'x'.repeat(300);
    fireEvent.change(value, { target: { value: long } });
    fireEvent.blur(value);
    expect(bridge.inputsOf('ordersCartPut')).toHaveLength(1);
    await waitFor(() => {
      expect(value).toHaveAccessibleDescription(new RegExp(TOO_LONG));
    });
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveValue(long);
  });

  it('removes a row and saves what is left', () => {
    const { group, onSave } = editor({ 'Nexus Category': 'C11', 'Application Purpose': 'P1' });
    fireEvent.click(
      within(group).getByRole('button', { name: 'Remove Application Purpose for shop.us' }),
    );
    expect(onSave).toHaveBeenCalledWith({ 'Nexus Category': 'C11' });
  });

  it('a row the provider asked for arrives empty and is focused when asked', () => {
    const onFocused = vi.fn();
    const { rerender } = renderWithMantine(
      <DomainFieldsEditor domain="shop.us" shownName="shop.us" value={{}} onSave={vi.fn()} />,
    );
    rerender(
      <MantineProvider>
        <DomainFieldsEditor
          domain="shop.us"
          shownName="shop.us"
          value={{ 'Nexus Category': '' }}
          onSave={vi.fn()}
          focusField="Nexus Category"
          onFocused={onFocused}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Nexus Category for shop.us' })).toHaveFocus();
    expect(onFocused).toHaveBeenCalled();
  });
});

describe('a cart line with registry fields', () => {
  const line = (domainfields: Record<string, string>): CartItemView => ({ ...LINE, domainfields });
  const problemsOf = (fields: Record<string, string>) =>
    (linesProblems([line(fields)], { nameservers: [], contactProfileIds: {} }, [], {}).get(1) ?? [])
      .map((problem) => problem.message)
      .filter((text) => text.startsWith('Registry field'));

  it('cannot be checked out while one is empty, and can once filled', () => {
    expect(problemsOf(US_ROWS)).toEqual([
      'Registry field Nexus Category is empty (fill it in or remove the row).',
      'Registry field Application Purpose is empty (fill it in or remove the row).',
    ]);
    expect(problemsOf({ 'Nexus Category': 'C11', 'Application Purpose': 'P3' })).toEqual([]);
  });
});

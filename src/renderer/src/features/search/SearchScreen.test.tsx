// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TldListView, TldPricingView } from '../../../../shared/ipc/channels/pricing';
import { SETTINGS_DEFAULTS } from '../../../../shared/ipc/channels/settings';
import { dropOtherAccounts, queryClient } from '../../data/queryClient';
import { currentAccountStore } from '../../state/currentAccount';
import { accountSummary, knownAccounts } from '../../testing/accountSummary';
import { installFakeBridge } from '../../testing/fakeBridge';
import { renderWithMantine } from '../../testing/renderWithMantine';
import { SearchScreen } from './SearchScreen';

/** Each account's TLD lists as asked, each held back until the test lets it through. */
const asked: { accountId: string; answer: (tlds: readonly string[]) => void }[] = [];
installFakeBridge({
  pricingTlds: ({ accountId }) =>
    new Promise<TldListView>((resolve) => {
      asked.push({
        accountId,
        answer: (tlds) => {
          resolve({ tlds: [...tlds], fetchedAt: null, ageMs: null, fromCache: false });
        },
      });
    }),
  pricingTldPrices: (): TldPricingView => ({
    currency: null,
    currencies: [],
    prices: [],
    fetchedAt: null,
    ageMs: null,
    fromCache: false,
  }),
  // The reseller's defaults: nothing chosen, so the picker lists only what is offered.
  settingsGet: () => ({ ...SETTINGS_DEFAULTS, defaultTlds: [], defaultPeriod: 2 }),
  searchHistory: () => [],
});

function listAsked(accountId: string, nth: number) {
  const list = asked.filter((one) => one.accountId === accountId)[nth];
  if (list === undefined) throw new Error(`No TLD list ${String(nth)} was asked for ${accountId}.`);
  return list;
}

async function answerList(accountId: string, nth: number, tlds: readonly string[]) {
  await vi.waitFor(() => listAsked(accountId, nth));
  await act(async () => {
    listAsked(accountId, nth).answer(tlds);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The window switches account, as the shell does (answers for the other one are dropped). */
async function switchTo(accountId: string): Promise<void> {
  await act(async () => {
    currentAccountStore.getState().select(accountId);
    await dropOtherAccounts(queryClient, accountId);
  });
}

/** The TLDs the picker offers, as its open list shows them. */
function offeredInPicker(): string[] {
  const picker = screen.getByRole('combobox', { name: 'TLDs' });
  fireEvent.click(picker);
  const list = document.getElementById(picker.getAttribute('aria-controls') ?? '');
  if (list === null) return [];
  return within(list)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent)
    .sort();
}

describe('the search screen of two accounts', () => {
  it('never offers the TLDs of a slow answer for the account the window left', async () => {
    knownAccounts([accountSummary({ id: 'usd' }), accountSummary({ id: 'eur' })]);
    currentAccountStore.getState().select('usd');
    renderWithMantine(<SearchScreen />);
    // The first visit starts from the reseller's default period.
    expect(await screen.findByDisplayValue('2 years')).toBeInTheDocument();
    await vi.waitFor(() => listAsked('usd', 0));

    // Away to EUR before USD's list has answered: EUR offers its own TLDs.
    await switchTo('eur');
    await answerList('eur', 0, ['.de', '.eu']);
    await vi.waitFor(() => {
      expect(offeredInPicker()).toEqual(['.de', '.eu']);
    });

    // Back to USD: its list is read afresh, and the older answer arriving last is dropped.
    await switchTo('usd');
    await answerList('usd', 1, ['.com', '.shop']);
    await vi.waitFor(() => {
      expect(offeredInPicker()).toEqual(['.com', '.shop']);
    });
    await answerList('usd', 0, ['.biz']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offeredInPicker()).toEqual(['.com', '.shop']);
    // Nor did it land on EUR's screen.
    await switchTo('eur');
    await vi.waitFor(() => {
      expect(offeredInPicker()).toEqual(['.de', '.eu']);
    });
  });
});

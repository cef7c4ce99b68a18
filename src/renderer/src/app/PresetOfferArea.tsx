import { lazy, Suspense, useEffect, useState } from 'react';
import type { PresetOffers } from '../../../shared/ipc/channels/presets';
import { getBridge } from '../bridge';
import { useCurrentAccount } from '../state/currentAccount';

// The offer and its apply dialog load when a tagging first offers a preset.
const PresetOffer = lazy(() =>
  import('../features/portfolio').then((m) => ({ default: m.PresetOffer })),
);

/** Offers of the same account taken together: one line per preset, its domains merged. */
export function mergeOffers(
  shown: readonly PresetOffers[],
  news: PresetOffers,
): readonly PresetOffers[] {
  const earlier = shown.find((item) => item.accountId === news.accountId);
  if (earlier === undefined) return [...shown, news];
  const offers = earlier.offers.map((offer) => {
    const more = news.offers.find((item) => item.presetId === offer.presetId);
    return more === undefined
      ? offer
      : { ...more, names: [...new Set([...offer.names, ...more.names])] };
  });
  for (const offer of news.offers) {
    if (!offers.some((item) => item.presetId === offer.presetId)) offers.push(offer);
  }
  return shown.map((item) => (item === earlier ? { ...item, offers } : item));
}

/**
 * Where the window offers a preset to domains that newly got its tag, whatever screen is
 * open: main tells every way a tag reaches a domain (`presets:offered`). Kept until dismissed.
 */
export function PresetOfferArea() {
  const accountId = useCurrentAccount()?.id ?? null;
  const [offered, setOffered] = useState<readonly PresetOffers[]>([]);
  useEffect(
    () =>
      getBridge().onPresetsOffered((news) => {
        setOffered((shown) => mergeOffers(shown, news));
      }),
    [],
  );
  const shown = offered.find((item) => item.accountId === accountId);
  if (shown === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PresetOffer
        offers={shown}
        onDismiss={() => {
          setOffered((list) => list.filter((item) => item.accountId !== shown.accountId));
        }}
      />
    </Suspense>
  );
}

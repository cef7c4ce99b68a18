import { lazy, Suspense } from 'react';
import { useCurrentAccount } from '../state/currentAccount';
import { presetApplyStore, usePresetApplyRequest } from '../state/presetApplyRequest';

// The dialog loads the first time a screen asks for it.
const ApplyPresetDialog = lazy(() =>
  import('../features/portfolio').then((m) => ({ default: m.ApplyPresetDialog })),
);

/**
 * "Apply preset…" on the domains a screen outside the portfolio asked for; only while their
 * account is the window's (a switch leaves no other account's domains on screen).
 */
export function PresetApplyArea() {
  const request = usePresetApplyRequest();
  const accountId = useCurrentAccount()?.id ?? null;
  if (request === null) return null;
  if (request.accountId !== accountId) return null;
  return (
    <Suspense fallback={null}>
      <ApplyPresetDialog
        selection={{ kind: 'names', accountId: request.accountId, names: [...request.names] }}
        count={request.names.length}
        {...(request.presetId !== undefined && { presetId: request.presetId })}
        onClose={() => {
          presetApplyStore.getState().close();
        }}
      />
    </Suspense>
  );
}

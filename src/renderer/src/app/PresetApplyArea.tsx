import { lazy, Suspense } from 'react';
import { presetApplyStore, usePresetApplyRequest } from '../state/presetApplyRequest';

// The dialog loads the first time a screen asks for it.
const ApplyPresetDialog = lazy(() =>
  import('../features/portfolio').then((m) => ({ default: m.ApplyPresetDialog })),
);

/** "Apply preset…" on the domains a screen outside the portfolio asked for. */
export function PresetApplyArea() {
  const request = usePresetApplyRequest();
  if (request === null) return null;
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

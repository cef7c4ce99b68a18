import { lazy } from 'react';
import { FirstRunScreen } from '../features/firstRun';

// The accounts feature's connect form, handed to the welcome screen: features compose here.
// Its chunk is fetched once the welcome screen is shown and the browser is idle.
const loadConnectForm = () => import('../features/accounts');
const ConnectAccountForm = lazy(async () => ({
  default: (await loadConnectForm()).ConnectAccountForm,
}));

function prefetchConnectForm(): void {
  loadConnectForm().catch(() => undefined);
}

/** The welcome screen seen once before the first account. */
export function FirstRunView() {
  return (
    <FirstRunScreen
      ConnectAccountForm={ConnectAccountForm}
      prefetchConnectForm={prefetchConnectForm}
    />
  );
}

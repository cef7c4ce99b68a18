import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import type { ConnectivityChange, JobProgress } from '../../../shared/ipc';
import { MONEY_JOB_KINDS } from '../../../shared/ipc/channels/jobs';
import { formatClock } from '../components/dates';
import { getBridge } from '../bridge';
import { listenToConnectivity } from '../data/connectivity';
import { dropOtherAccounts, listenToCacheChanges, queryClient } from '../data/queryClient';
import { accountsInCache } from '../data/accounts';
import { accountsStore } from '../state/accountsStore';
import { JobEndMessage } from './JobEndMessage';
import { showNotificationPopup } from './notifications/notificationPopup';
import { openNotification } from './notifications/openNotification';
import { currentAccount, currentAccountStore } from '../state/currentAccount';
import { jobCountsText, jobWentWrong } from '../components/jobOutcome';

function notifyJobEnd(job: JobProgress): void {
  const color = job.state === 'done' && job.failed === 0 ? 'teal' : 'orange';
  const verb = job.state === 'cancelled' ? 'Cancelled' : job.state === 'failed' ? 'Failed' : 'Done';
  notifications.show({
    id: `job-${job.jobId}`,
    color: job.state === 'failed' ? 'red' : color,
    title: `${verb}: ${job.label}`,
    message: createElement(JobEndMessage, {
      text: jobCountsText(job),
      job,
    }),
    // A job that went wrong stays until closed; every ended job also stays in the jobs list.
    ...(jobWentWrong(job) && { autoClose: false }),
  });
}

/** The notification last shown per account, replaced by the next news. */
const connectivityNotices = new Map<string, string>();

function notifyConnectivity(change: ConnectivityChange): void {
  const account = accountsInCache().find((item) => item.id === change.accountId);
  const name = account ? `"${account.label}"` : 'The provider';
  const previous = connectivityNotices.get(change.accountId);
  if (previous !== undefined) notifications.hide(previous);
  const id = `connectivity-${change.accountId}-${change.checkedAt}`;
  connectivityNotices.set(change.accountId, id);
  notifications.show({
    id,
    color: change.online ? 'teal' : 'red',
    title: change.online ? 'Connection is back' : 'The provider is not answering',
    message: change.online
      ? `${name} answers again (${formatClock(change.checkedAt)}).`
      : `${name} stopped answering at ${formatClock(change.checkedAt)}. Cached data is still shown; changes and orders wait until it is back.`,
    autoClose: change.online ? 6_000 : false,
  });
}

function refreshBalance(accountId: string | null): void {
  if (accountId !== null) void accountsStore.getState().refreshBalance(accountId);
}

let listening = false;

/**
 * The window-wide reactions to main's events: the read cache invalidated by scope (the
 * accounts with it), the balance re-read after anything that may have spent credit,
 * and a notification when a job ends (unless quiet) or the provider stops or starts answering.
 */
export function listenToShellEvents(): void {
  if (listening) return;
  listening = true;
  const api = getBridge();
  const notified = new Set<string>();
  api.onJobsProgress((job) => {
    if (job.state === 'running' || notified.has(job.jobId)) return;
    notified.add(job.jobId);
    // A quiet job's ending is told by what started it (an ordered domain's preset).
    if (job.quiet !== true) notifyJobEnd(job);
    // Only a job that may have spent credit changes the balance (not a search, not tags).
    if (MONEY_JOB_KINDS.includes(job.kind)) refreshBalance(job.accountId);
  });
  listenToCacheChanges(api, queryClient);
  // A system notification clicked in the desktop app: the window opens what it is about.
  api.onNotificationsOpen((notification) => {
    openNotification(notification);
  });
  // A new notification the system does not show (the browser preview): a pop-up says it.
  api.onNotificationsRaised(showNotificationPopup);
  api.onCacheChanged((change) => {
    // A single order (not a job) was placed or settled.
    if (change.scope === 'orders' && change.accountId === currentAccount()?.id) {
      refreshBalance(change.accountId);
    }
  });
  // After a switch of account, answers still coming for the other one are dropped; the
  // balance is read again whenever it may have changed unseen: after a switch and when the
  // provider answers again, so the header never keeps an older figure.
  currentAccountStore.subscribe((state, previous) => {
    if (state.accountId === previous.accountId) return;
    const shown = currentAccount()?.id;
    if (shown !== undefined) void dropOtherAccounts(queryClient, shown);
    refreshBalance(state.accountId);
  });
  listenToConnectivity(api, queryClient, (change) => {
    notifyConnectivity(change);
    if (change.online) refreshBalance(change.accountId);
  });
}

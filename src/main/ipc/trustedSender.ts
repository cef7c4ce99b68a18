import type { IpcMainInvokeEvent } from 'electron';

export interface TrustedSenderPolicy {
  /** True for the URL our renderer is loaded from (file or dev server). */
  isAppUrl(url: string): boolean;
  /** True when the webContents id belongs to one of our own windows. */
  isOwnWebContents(id: number): boolean;
}

export type SenderEvent = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>;

/**
 * Accepts only the main frame of one of our windows showing our own page: a subframe, a
 * navigated-away page or a foreign webContents gets `forbidden_sender`.
 */
export function createTrustedSenderCheck(
  policy: TrustedSenderPolicy,
): (event: SenderEvent) => boolean {
  return (event) => {
    const frame = event.senderFrame;
    // No frame (destroyed, navigated away) or a subframe: not our page.
    if (frame?.parent !== null) return false;
    return policy.isOwnWebContents(event.sender.id) && policy.isAppUrl(frame.url);
  };
}

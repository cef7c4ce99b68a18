import { dialog } from 'electron';
import type { UpdateCheck } from '../../shared/ipc/channels/updates';
import { openExternalSafely } from './security';

/**
 * Help ▸ Check for Updates…: asks the release feed and says what it found in a dialog. When a
 * newer release exists, its page opens in the system browser only if the user chooses so,
 * through the same https-only guard as every other link.
 */
export async function showUpdateCheck(options: {
  readonly check: () => Promise<UpdateCheck>;
  readonly log?: (message: string) => void;
}): Promise<void> {
  const answer = await options.check();
  const box = messageFor(answer);
  const shown = await dialog.showMessageBox(box);
  if (answer.status === 'checked' && answer.newer && shown.response === 0) {
    openExternalSafely(answer.url, options.log);
  }
}

function messageFor(answer: UpdateCheck): Electron.MessageBoxOptions {
  const title = 'Check for Updates';
  if (answer.status === 'checked' && answer.newer) {
    return {
      type: 'info',
      title,
      message: `DomainDesk ${answer.latest} is available`,
      detail: `You have DomainDesk ${answer.current}.`,
      buttons: ['Open the Release Page', 'Later'],
      defaultId: 0,
      cancelId: 1,
    };
  }
  if (answer.status === 'checked') {
    return {
      type: 'info',
      title,
      message: 'DomainDesk is up to date',
      detail: `You have DomainDesk ${answer.current}; the latest release is ${answer.latest}.`,
      buttons: ['OK'],
    };
  }
  const message = answer.status === 'failed' ? answer.message : 'No check was made.';
  return { type: 'warning', title, message, buttons: ['OK'] };
}

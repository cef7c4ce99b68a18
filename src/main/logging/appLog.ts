import { join } from 'node:path';
import electronLog from 'electron-log/node';
import { redactSecrets } from '../../shared/ipc';

/** Name of the current log file; electron-log renames it to `main.old.log` when it is full. */
export const LOG_FILE_NAME = 'main.log';
/** A full log is set aside at this size, so the folder never holds more than twice it. */
const MAX_LOG_BYTES = 2 * 1024 * 1024;

export interface AppLog {
  /** Writes one line (secrets removed) to the log file and, when asked, to the console. */
  readonly write: (message: string) => void;
  /** The folder "Open the log folder" shows. */
  readonly folder: string;
  readonly file: string;
  /** Stops writing to the file (its folder may be about to go); the echo goes on. */
  readonly close: () => void;
}

export interface AppLogOptions {
  readonly folder: string;
  /** Keys this run knows; removed from every line, as from every error that crosses the bridge. */
  readonly knownSecrets?: () => readonly string[];
  /** Also print each line (the preview's terminal, a development build's console). */
  readonly echo?: (line: string) => void;
}

let instances = 0;

/**
 * The app's one log: a size-rotated file in the platform's log folder (Electron) or the data
 * folder (preview). Every message passes the same redaction as error messages do.
 */
export function createAppLog(options: AppLogOptions): AppLog {
  const file = join(options.folder, LOG_FILE_NAME);
  instances += 1;
  const logger = electronLog.create({ logId: `domaindesk-${instances}` });
  logger.transports.console.level = false;
  logger.transports.file.level = 'info';
  logger.transports.file.maxSize = MAX_LOG_BYTES;
  logger.transports.file.resolvePathFn = () => file;
  logger.transports.file.format = '[{iso}] {text}';
  return {
    folder: options.folder,
    file,
    close: () => {
      logger.transports.file.level = false;
    },
    write(message) {
      const line = redactSecrets(message, options.knownSecrets?.() ?? []);
      logger.info(line);
      options.echo?.(line);
    },
  };
}

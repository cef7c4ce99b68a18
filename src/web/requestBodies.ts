import type { IncomingMessage } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

export type BodyRead =
  | { readonly ok: true; readonly text: string; readonly done: () => void }
  | { readonly ok: false; readonly reason: 'too-large' | 'busy' | 'aborted' };

/**
 * Reads request bodies within a per-request limit and a budget for all of them at once, so
 * that a few large requests side by side cannot take the memory of the machine. The bytes
 * of a body count against the budget until its request is answered (`done`). A body beyond
 * either is not read further: the caller answers and closes the connection.
 */
export function createBodyReader(budgetBytes: number) {
  let held = 0;
  return {
    read(request: IncomingMessage, limitBytes: number): Promise<BodyRead> {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limitBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
      return new Promise((resolve) => {
        // Decoded as it arrives: the raw chunks are let go at once, not copied into one buffer.
        const decoder = new StringDecoder('utf8');
        const parts: string[] = [];
        let size = 0;
        const release = (): void => {
          held -= size;
          size = 0;
        };
        const finish = (result: BodyRead): void => {
          request.off('data', onData);
          request.off('end', onEnd);
          request.off('close', onClose);
          if (!result.ok) {
            release();
            request.pause();
          }
          resolve(result);
        };
        const onData = (chunk: Buffer): void => {
          if (size + chunk.length > limitBytes) finish({ ok: false, reason: 'too-large' });
          else if (held + chunk.length > budgetBytes) finish({ ok: false, reason: 'busy' });
          else {
            size += chunk.length;
            held += chunk.length;
            parts.push(decoder.write(chunk));
          }
        };
        const onEnd = (): void => {
          parts.push(decoder.end());
          finish({ ok: true, text: parts.join(''), done: release });
        };
        // The client went away mid-body: nothing to answer, the bytes are let go.
        const onClose = (): void => {
          finish({ ok: false, reason: 'aborted' });
        };
        request.on('data', onData);
        request.on('end', onEnd);
        request.on('close', onClose);
      });
    },
    /** Bytes of bodies held now. */
    held: () => held,
  };
}

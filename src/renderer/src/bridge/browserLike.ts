// Structural types, so the transport runs against the browser's fetch/EventSource and can be
// exercised from Node against the real preview server.
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface MessageLike {
  readonly data: unknown;
}

export interface EventSourceLike {
  /** 2 (CLOSED) once the source has given up; absent where unknown. */
  readonly readyState?: number;
  addEventListener(type: string, listener: (message: MessageLike) => void): void;
  removeEventListener(type: string, listener: (message: MessageLike) => void): void;
  close(): void;
}

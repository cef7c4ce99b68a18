/** "Copy from a model domain": what is copied, from where, and what the preview found. */

export const COPY_PARTS = ['nameservers', 'contacts', 'dns'] as const;
export type CopyPart = (typeof COPY_PARTS)[number];

/**
 * Where the copied set comes from: a domain of the same account, a contact profile, or a
 * nameserver list typed for "Set nameservers…" (checked with the single-domain rules).
 */
export type CopySource =
  | { readonly kind: 'domain'; readonly name: string }
  | { readonly kind: 'profile'; readonly profileId: string }
  | { readonly kind: 'nameservers'; readonly nameservers: readonly string[] };

/** The result of one item of a copy preview job: what would change on that domain. */
export interface CopyPreviewItem {
  readonly accountId: string;
  readonly name: string;
  readonly unicodeName: string;
  /** One line per difference, such as `ns1 a.example → b.example`; empty when the same. */
  readonly changes: readonly string[];
  /** A nameserver copy: the domain's nameservers now, and those it will have. */
  readonly nameservers?: {
    readonly current: readonly string[];
    readonly wanted: readonly string[];
  };
  /**
   * A DNS copy: the records live on the domain, how many the copy removes, and how many the
   * model has. One that removes much of the zone (`removesMuchOfZone`) is applied only after
   * a second confirmation.
   */
  readonly dns?: { readonly live: number; readonly removed: number; readonly model: number };
  /**
   * A preset: why its lock and ID protection were compared with the values last synced
   * rather than read live (the registrar did not answer); absent when read live.
   */
  readonly notReadLive?: string;
}

/** "Copy from a model domain": what is copied, from where, and what the preview found. */

export const COPY_PARTS = ['nameservers', 'contacts', 'dns'] as const;
export type CopyPart = (typeof COPY_PARTS)[number];

/** Where the copied set comes from: a domain of the same account, or a contact profile. */
export type CopySource =
  | { readonly kind: 'domain'; readonly name: string }
  | { readonly kind: 'profile'; readonly profileId: string };

/** The result of one item of a copy preview job: what would change on that domain. */
export interface CopyPreviewItem {
  readonly accountId: string;
  readonly name: string;
  readonly unicodeName: string;
  /** One line per difference, such as `ns1 a.example → b.example`; empty when the same. */
  readonly changes: readonly string[];
}

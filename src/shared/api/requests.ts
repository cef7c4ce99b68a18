import type {
  Addons,
  Contact,
  ContactRole,
  ContactSetRole,
  DnsRecord,
  EmailForwardRule,
  GlueRecord,
  Nameservers,
} from './models';

/** A value the PHP form encoding can carry: scalars, lists and nested maps. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

export interface LookupRequest {
  /** Label without the TLD. */
  searchTerm: string;
  /** ASCII form of an internationalized label; filled in by the client when omitted. */
  punyCodeSearchTerm?: string;
  /** TLDs with the leading dot. */
  tldsToInclude?: readonly string[];
  isIdnDomain?: boolean;
  premiumEnabled?: boolean;
}

export interface SuggestionsRequest extends LookupRequest {
  suggestionSettings: { maxResults: number; readonly [key: string]: FormValue };
}

export interface RegisterRequest {
  domain: string;
  /** Years; must be a period the TLD offers. */
  regperiod: number;
  nameservers: Nameservers;
  contacts: Record<ContactRole, Contact>;
  /**
   * TLD-specific fields required by some registries, by name. Sent as one text field, the
   * base64 of PHP's `serialize` of this map, as the API publishes it.
   */
  domainfields?: Readonly<Record<string, string>>;
  addons?: Partial<Addons>;
}

export interface TransferRequest extends RegisterRequest {
  /** Authorization code from the losing registrar. */
  eppcode?: string;
}

export interface RenewRequest {
  domain: string;
  regperiod: number;
  addons?: Partial<Addons>;
}

export type SaveContactsRequest = Record<ContactSetRole, Contact>;

export type RegisterChildNameserverRequest = GlueRecord;

export interface ModifyChildNameserverRequest {
  nameserver: string;
  currentipaddress: string;
  newipaddress: string;
}

export interface DeleteChildNameserverRequest {
  nameserver: string;
}

export type SaveDnsRequest = readonly DnsRecord[];
export type SaveEmailForwardingRequest = readonly EmailForwardRule[];

/** Options every client method takes. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
}

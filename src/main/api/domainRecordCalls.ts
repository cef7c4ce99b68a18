import {
  actionResultSchema,
  dnsRecordListSchema,
  emailForwardingSchema,
  eppCodeResultSchema,
  syncResultSchema,
  transferSyncResultSchema,
} from '../../shared/api';
import type {
  ActionResult,
  CallOptions,
  DnsRecordResult,
  EmailForwardRuleResult,
  EppCodeResult,
  SaveDnsRequest,
  SaveEmailForwardingRequest,
  SyncResult,
  TransferSyncResult,
} from '../../shared/api';
import { domainPath } from './domainPath';
import type { RequestRunner } from './requestRunner';

export interface DomainRecordCalls {
  /** GET /domains/{domain}/dns; 501 (`unsupported`) on registrars without DNS. */
  getDns(domain: string, options?: CallOptions): Promise<DnsRecordResult[]>;
  /** Stores exactly these records: any record left out is deleted at the registrar. */
  saveDns(domain: string, records: SaveDnsRequest, options?: CallOptions): Promise<ActionResult>;
  getEmailForwarding(domain: string, options?: CallOptions): Promise<EmailForwardRuleResult[]>;
  /** Replaces every rule. */
  saveEmailForwarding(
    domain: string,
    rules: SaveEmailForwardingRequest,
    options?: CallOptions,
  ): Promise<ActionResult>;
  setIdProtection(domain: string, enabled: boolean, options?: CallOptions): Promise<ActionResult>;
  /** GET /domains/{domain}/eppcode; `eppCode` is undefined when the code is e-mailed instead. */
  eppCode(domain: string, options?: CallOptions): Promise<EppCodeResult>;
  /** POST /domains/{domain}/sync; 500 (`registrar_error`) while not yet at the registrar. */
  sync(domain: string, options?: CallOptions): Promise<SyncResult>;
  transferSync(domain: string, options?: CallOptions): Promise<TransferSyncResult>;
  /** Hands the domain to the gaining registrar's tag; it leaves the account. Irreversible. */
  release(domain: string, transferTag: string, options?: CallOptions): Promise<ActionResult>;
  /** Requests deletion. Irreversible. */
  deleteDomain(domain: string, options?: CallOptions): Promise<ActionResult>;
}

export function domainRecordCalls(runner: RequestRunner): DomainRecordCalls {
  const change = (path: string, body: Record<string, unknown>, options?: CallOptions) =>
    runner.post(path, body, 'change', actionResultSchema, options);
  return {
    async getDns(domain, options) {
      return runner.get(domainPath(domain, 'dns'), dnsRecordListSchema, options);
    },
    async saveDns(domain, records, options) {
      // Only the model's fields are sent, whatever else a record read back carried.
      const dnsrecords = records.map((r) => ({
        hostname: r.hostname,
        type: r.type,
        address: r.address,
        priority: r.priority,
        recid: r.recid,
      }));
      return change(domainPath(domain, 'dns'), { dnsrecords }, options);
    },
    async getEmailForwarding(domain, options) {
      return runner.get(domainPath(domain, 'email'), emailForwardingSchema, options);
    },
    async saveEmailForwarding(domain, rules, options) {
      const body = { prefix: rules.map((r) => r.prefix), forwardto: rules.map((r) => r.forwardto) };
      return change(domainPath(domain, 'email'), body, options);
    },
    async setIdProtection(domain, enabled, options) {
      return change(domainPath(domain, 'protectid'), { status: enabled ? 1 : 0 }, options);
    },
    async eppCode(domain, options) {
      return runner.get(domainPath(domain, 'eppcode'), eppCodeResultSchema, options);
    },
    async sync(domain, options) {
      return runner.post(domainPath(domain, 'sync'), {}, 'change', syncResultSchema, options);
    },
    async transferSync(domain, options) {
      return runner.post(
        domainPath(domain, 'transfersync'),
        {},
        'change',
        transferSyncResultSchema,
        options,
      );
    },
    async release(domain, transferTag, options) {
      return change(domainPath(domain, 'release'), { transfertag: transferTag }, options);
    },
    async deleteDomain(domain, options) {
      return change(domainPath(domain, 'delete'), {}, options);
    },
  };
}

import {
  actionResultSchema,
  domainInformationSchema,
  lockStatusSchema,
  nameserversResultSchema,
  storedContactsSchema,
} from '../../shared/api';
import type {
  ActionResult,
  CallOptions,
  DeleteChildNameserverRequest,
  DomainInformation,
  LockStatus,
  ModifyChildNameserverRequest,
  Nameservers,
  NameserversResult,
  RegisterChildNameserverRequest,
  SaveContactsRequest,
  StoredContacts,
} from '../../shared/api';
import { domainPath } from './domainPath';
import { asciiHostName, nameserverFields } from './orderCalls';
import type { RequestRunner } from './requestRunner';

export interface DomainSettingsCalls {
  /** GET /domains/{domain}/information; 403 (`not_in_account`) while pending. */
  information(domain: string, options?: CallOptions): Promise<DomainInformation>;
  getNameservers(domain: string, options?: CallOptions): Promise<NameserversResult>;
  /** Replaces the whole set. */
  saveNameservers(
    domain: string,
    nameservers: Nameservers,
    options?: CallOptions,
  ): Promise<ActionResult>;
  registerChildNameserver(
    domain: string,
    request: RegisterChildNameserverRequest,
    options?: CallOptions,
  ): Promise<ActionResult>;
  modifyChildNameserver(
    domain: string,
    request: ModifyChildNameserverRequest,
    options?: CallOptions,
  ): Promise<ActionResult>;
  deleteChildNameserver(
    domain: string,
    request: DeleteChildNameserverRequest,
    options?: CallOptions,
  ): Promise<ActionResult>;
  /** Labels normalised to the Contact model; unrecognised labels kept in `extra`. */
  getContacts(domain: string, options?: CallOptions): Promise<StoredContacts>;
  /** Replaces the whole set. */
  saveContacts(
    domain: string,
    contacts: SaveContactsRequest,
    options?: CallOptions,
  ): Promise<ActionResult>;
  getLock(domain: string, options?: CallOptions): Promise<LockStatus>;
  setLock(domain: string, status: LockStatus, options?: CallOptions): Promise<ActionResult>;
}

export function domainSettingsCalls(runner: RequestRunner): DomainSettingsCalls {
  const change = (path: string, body: Record<string, unknown>, options?: CallOptions) =>
    runner.post(path, body, 'change', actionResultSchema, options);
  return {
    async information(domain, options) {
      return runner.get(domainPath(domain, 'information'), domainInformationSchema, options);
    },
    async getNameservers(domain, options) {
      return runner.get(domainPath(domain, 'nameservers'), nameserversResultSchema, options);
    },
    async saveNameservers(domain, nameservers, options) {
      return change(domainPath(domain, 'nameservers'), nameserverFields(nameservers), options);
    },
    async registerChildNameserver(domain, request, options) {
      const body = {
        nameserver: asciiHostName(request.nameserver, 'nameserver'),
        ipaddress: request.ipaddress,
      };
      return change(domainPath(domain, 'nameservers/register'), body, options);
    },
    async modifyChildNameserver(domain, request, options) {
      const body = {
        nameserver: asciiHostName(request.nameserver, 'nameserver'),
        currentipaddress: request.currentipaddress,
        newipaddress: request.newipaddress,
      };
      return change(domainPath(domain, 'nameservers/modify'), body, options);
    },
    async deleteChildNameserver(domain, request, options) {
      const body = { nameserver: asciiHostName(request.nameserver, 'nameserver') };
      return change(domainPath(domain, 'nameservers/delete'), body, options);
    },
    async getContacts(domain, options) {
      return runner.get(domainPath(domain, 'contact'), storedContactsSchema, options);
    },
    async saveContacts(domain, contacts, options) {
      return change(domainPath(domain, 'contact'), { contactdetails: contacts }, options);
    },
    async getLock(domain, options) {
      return runner.get(domainPath(domain, 'lock'), lockStatusSchema, options);
    },
    async setLock(domain, status, options) {
      return change(domainPath(domain, 'lock'), { lockstatus: status }, options);
    },
  };
}

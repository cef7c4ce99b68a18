import type { domainsChannels } from '../../../shared/ipc/channels/domains';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function domainsHandlers(services: Services): HandlersFor<typeof domainsChannels> {
  const { domains } = services;
  return {
    'domains:getNameservers': (ref) => domains.getNameservers(ref),
    'domains:saveNameservers': ({ nameservers, base, ...ref }) =>
      domains.saveNameservers(ref, { nameservers, base }),
    'domains:registerGlue': ({ nameserver, ipaddress, ...ref }) =>
      domains.changeGlue(ref, { op: 'register', nameserver, ipaddress }),
    'domains:modifyGlue': ({ nameserver, currentIpaddress, newIpaddress, ...ref }) =>
      domains.changeGlue(ref, { op: 'modify', nameserver, currentIpaddress, newIpaddress }),
    'domains:deleteGlue': ({ nameserver, ...ref }) =>
      domains.changeGlue(ref, { op: 'delete', nameserver }),
    'domains:getContacts': (ref) => domains.getContacts(ref),
    'domains:saveContacts': ({ contacts, base, ...ref }) =>
      domains.saveContacts(ref, { contacts, base }),
    'domains:getDns': (ref) => domains.getDns(ref),
    'domains:saveDns': ({ records, base, ...ref }) => domains.saveDns(ref, { records, base }),
    'domains:getEmailForwarding': (ref) => domains.getEmailForwarding(ref),
    'domains:saveEmailForwarding': ({ rules, base, ...ref }) =>
      domains.saveEmailForwarding(ref, { rules, base }),
    'domains:setLock': ({ locked, ...ref }) => domains.setLock(ref, locked),
    'domains:setIdProtection': ({ enabled, ...ref }) => domains.setIdProtection(ref, enabled),
    'domains:getEppCode': (ref) => domains.getEppCode(ref),
    'domains:release': ({ transferTag, confirm: _confirm, ...ref }) =>
      domains.release(ref, transferTag),
    'domains:delete': ({ confirm: _confirm, ...ref }) => domains.delete(ref),
    'domains:restore': ({ activityId, shown }) => domains.restore(activityId, shown),
    'domains:activity': ({ limit, ...ref }) => domains.activity(ref, limit),
    'domains:accountActivity': ({ accountId, limit }) => domains.accountActivity(accountId, limit),
  };
}

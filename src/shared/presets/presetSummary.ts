import type { PresetBody } from '../ipc/channels/presets';

/**
 * What a preset sets, part by part, in a reseller's words ("Nameservers ns1.park.net,
 * ns2.park.net", "Transfer lock on"); parts left as they are are not named.
 */
export function presetParts(
  preset: PresetBody,
  profileName: (id: string) => string | undefined = () => undefined,
): string[] {
  const parts: string[] = [];
  if (preset.nameservers !== null) parts.push(`Nameservers ${preset.nameservers.join(', ')}`);
  if (preset.dns !== null) {
    parts.push(`DNS template of ${preset.dns.length} record${preset.dns.length === 1 ? '' : 's'}`);
  }
  if (preset.lock !== null) parts.push(`Transfer lock ${preset.lock ? 'on' : 'off'}`);
  if (preset.idProtection !== null) {
    parts.push(`ID protection ${preset.idProtection ? 'on' : 'off'}`);
  }
  if (preset.contactProfileId !== null) {
    const name = profileName(preset.contactProfileId);
    parts.push(name === undefined ? 'Contacts of a deleted profile' : `Contacts of ${name}`);
  }
  const addons = [
    ...(preset.addons?.dnsmanagement ? ['DNS management'] : []),
    ...(preset.addons?.emailforwarding ? ['e-mail forwarding'] : []),
  ];
  if (addons.length > 0) parts.push(`Add-ons at registration: ${addons.join(', ')}`);
  return parts;
}

import { describe, expect, it } from 'vitest';
import type { PresetBody } from '../ipc/channels/presets';
import { presetLaterText, presetOrderLine, presetPartsAfterActive } from './presetOrder';
import { PRESET_LEAVING_ALL } from './testing/samplePreset';

const line = {
  nameservers: ['ns1.own.net', 'ns2.own.net'],
  contactProfileIds: { registrant: 'own', admin: 'own-admin' },
  addons: { dnsmanagement: true },
};

describe('a preset on a cart line', () => {
  it('fills nameservers, the contact profile and the add-ons, ID protection among them', () => {
    const preset: PresetBody = {
      ...PRESET_LEAVING_ALL,
      nameservers: ['ns1.park.net', 'ns2.park.net'],
      contactProfileId: 'agency',
      idProtection: true,
      addons: { dnsmanagement: false, emailforwarding: true },
    };
    expect(presetOrderLine(preset, line)).toEqual({
      nameservers: ['ns1.park.net', 'ns2.park.net'],
      contactProfileIds: { registrant: 'agency' },
      addons: { dnsmanagement: false, emailforwarding: true, idprotection: true },
    });
  });

  it('keeps the parts the preset leaves as they are, and names those an order cannot carry', () => {
    const preset: PresetBody = {
      ...PRESET_LEAVING_ALL,
      lock: true,
      dns: [{ hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 }],
    };
    expect(presetOrderLine(preset, line)).toEqual(line);
    expect(presetPartsAfterActive(preset)).toEqual(['its DNS template', 'the transfer lock (on)']);
    expect(
      presetPartsAfterActive({ ...PRESET_LEAVING_ALL, nameservers: ['a.net', 'b.net'] }),
    ).toEqual([]);
    expect(presetLaterText(preset)).toBe(
      'DNS template and lock (on) applied once the domain is active',
    );
    expect(presetLaterText({ ...PRESET_LEAVING_ALL, lock: false })).toBe(
      'lock (off) applied once the domain is active',
    );
    expect(presetLaterText({ ...PRESET_LEAVING_ALL, idProtection: true })).toBeNull();
  });
});

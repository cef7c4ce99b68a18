import type { EmailRuleView } from '../../src/shared/ipc/channels/domainsTypes';

/*
 * One table per rule, run against main (the bridge and the services) and against the
 * renderer's forms: both must refuse the same input with the same words, on the same field.
 */

/** A contact every rule accepts. */
export const GOOD_CONTACT = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  address1: '1 High Street',
  city: 'London',
  country: 'GB',
  phonenumber: '+44.2071234567',
};

export interface ContactCase {
  readonly name: string;
  readonly field: keyof typeof GOOD_CONTACT;
  readonly value: string;
  /** What the message says, whichever form names the field. */
  readonly says: string;
}

export const CONTACT_CASES: readonly ContactCase[] = [
  {
    name: 'UK for the United Kingdom',
    field: 'country',
    value: 'UK',
    says: '"UK" is not a country code: use GB for the United Kingdom',
  },
  {
    name: 'a code no country has',
    field: 'country',
    value: 'QQ',
    says: '"QQ" is not a known country code',
  },
  {
    name: 'a phone number without its country code',
    field: 'phonenumber',
    value: '020 7123 4567',
    says: 'phone "020 7123 4567" must be +CC.NNNN',
  },
  {
    name: 'an address without a domain',
    field: 'email',
    value: 'ada@example',
    says: 'e-mail "ada@example" is not a valid address',
  },
  {
    name: 'a text-direction control in the city',
    field: 'city',
    value: 'Lon\u202edon',
    says: 'contains a text-direction control (U+202E)',
  },
];

export interface NameserverCase {
  readonly name: string;
  readonly hosts: readonly string[];
  /** Every problem, by the slot it was typed in. */
  readonly issues: readonly { path: string; message: string }[];
}

export const NAMESERVER_CASES: readonly NameserverCase[] = [
  {
    name: 'a host with hyphens at its ends and one listed twice',
    hosts: ['ns1.example.net', '-bad-.host', 'NS1.Example.net'],
    issues: [
      { path: 'ns2', message: 'ns2: "-bad-.host" is not a valid host name.' },
      { path: 'ns3', message: 'ns3: ns1.example.net is listed twice.' },
    ],
  },
  {
    name: 'an internationalised host listed twice, in both of its forms',
    hosts: ['ns1.bücher.example', 'ns1.xn--bcher-kva.example'],
    issues: [{ path: 'ns2', message: 'ns2: ns1.xn--bcher-kva.example is listed twice.' }],
  },
  {
    name: 'a carriage return inside a host',
    hosts: ['ns1.example.net\r', 'ns2.example.net'],
    issues: [
      {
        path: 'ns1',
        message:
          'ns1: "ns1.example.net\\u{D}" contains a control character (U+000D), which would not show as typed.',
      },
    ],
  },
];

export interface ForwardingCase {
  readonly name: string;
  readonly rules: readonly EmailRuleView[];
  readonly issues: readonly { path: string; message: string }[];
}

export const FORWARDING_CASES: readonly ForwardingCase[] = [
  {
    name: 'the same rule twice, in another case',
    rules: [
      { prefix: 'info', forwardto: 'ada@example.org' },
      { prefix: 'INFO', forwardto: 'Ada@Example.org' },
    ],
    issues: [
      {
        path: 'rules.1',
        message: 'Rule 2 (INFO → Ada@Example.org): the same rule as rule 1.',
      },
    ],
  },
  {
    name: 'a mailbox with a space and a destination without a domain',
    rules: [{ prefix: 'in fo', forwardto: 'nobody' }],
    issues: [
      {
        path: 'rules.0.prefix',
        message:
          'Rule 1 (in fo → nobody): "in fo" is not a mailbox name (letters, digits and . _ + - only).',
      },
      {
        path: 'rules.0.forwardto',
        message: 'Rule 1 (in fo → nobody): "nobody" is not a valid e-mail address.',
      },
    ],
  },
];

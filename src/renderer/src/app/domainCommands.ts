/** Something to do to one domain from the palette: which section opens, which control is focused. */
export interface DomainCommand {
  readonly id: string;
  /** The first words that ask for it ("lock example.com"). */
  readonly words: readonly string[];
  readonly label: (domain: string) => string;
  readonly description: string;
  readonly section: string;
  /** The `data-focus-target` of the control that takes the focus, else the section's first. */
  readonly focus: string;
}

export const DOMAIN_COMMANDS: readonly DomainCommand[] = [
  {
    id: 'lock',
    words: ['lock', 'unlock'],
    label: (domain) => `Lock ${domain} (or unlock it)`,
    description: 'The registrar lock, on the Lock & EPP tab',
    section: 'security',
    focus: 'lock',
  },
  {
    id: 'dns',
    words: ['dns', 'records'],
    label: (domain) => `Edit the DNS records of ${domain}`,
    description: 'The DNS tab, ready to add a record',
    section: 'dns',
    focus: 'dns',
  },
  {
    id: 'renew',
    words: ['renew'],
    label: (domain) => `Renew ${domain}`,
    description: 'Choose the period and add the renewal to the cart',
    section: 'overview',
    focus: 'renew',
  },
  {
    id: 'nameservers',
    words: ['ns', 'nameservers', 'nameserver', 'glue'],
    label: (domain) => `Change the nameservers of ${domain}`,
    description: 'Nameservers and glue records',
    section: 'nameservers',
    focus: 'nameservers',
  },
  {
    id: 'contacts',
    words: ['contacts', 'contact', 'whois'],
    label: (domain) => `Edit the contacts of ${domain}`,
    description: 'Registrant, admin, tech and billing contacts',
    section: 'contacts',
    focus: 'contacts',
  },
  {
    id: 'email',
    words: ['email', 'e-mail', 'mail', 'forwarding'],
    label: (domain) => `E-mail forwarding of ${domain}`,
    description: 'Forwarding rules of the domain’s addresses',
    section: 'email',
    focus: 'email',
  },
  {
    id: 'history',
    words: ['history'],
    label: (domain) => `History of ${domain}`,
    description: 'Every change made to the domain, to look at or undo',
    section: 'history',
    focus: 'history',
  },
];

/**
 * "lock example.com" (or "DNS exa", a part of a name): the command its first word asks for and
 * the rest, the domain typed. Null when the first word asks for none or nothing follows it.
 */
export function parseDomainCommand(
  query: string,
): { readonly command: DomainCommand; readonly domain: string } | null {
  const match = /^\s*(\S+)\s+(\S.*?)\s*$/.exec(query);
  if (match === null) return null;
  const word = (match[1] ?? '').toLowerCase();
  const command = DOMAIN_COMMANDS.find((each) => each.words.includes(word));
  return command === undefined ? null : { command, domain: match[2] ?? '' };
}

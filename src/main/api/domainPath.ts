import { ApiCallError } from '../../shared/api';
import { asciiDomain, domainSegment } from './endpointUrl';

/** `domains/{domain}/<action>` with the name in ASCII form; rejects names that cannot be sent. */
export function domainPath(domain: string, action: string): string {
  return `domains/${domainSegment(requireAsciiDomain(domain))}/${action}`;
}

/** The ASCII form of a domain, or an ApiCallError explaining that it is not a domain name. */
export function requireAsciiDomain(domain: string): string {
  const ascii = asciiDomain(domain);
  if (ascii === undefined) {
    throw new ApiCallError({
      kind: 'validation',
      message: `"${domain.slice(0, 100)}" is not a valid domain name.`,
    });
  }
  return ascii;
}

import { asciiDomainName } from '../../shared/domainName';
import { encodePhpForm } from './phpForm';

/**
 * The base URL already ends in the entry script (`.../api/index.php`); action paths go after
 * it. Resolving a path against the base (`new URL('/x', base)`) would drop the script.
 */
export function actionUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const action = path.replace(/^\/+/, '');
  const search = query ? encodePhpForm(query) : '';
  return `${base}/${action}${search ? `?${search}` : ''}`;
}

/** Checks a base URL the user typed; returns a reason when unusable. */
export function baseUrlProblem(baseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return 'The API URL is not a valid web address.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'The API URL must start with https://.';
  }
  if (url.search !== '' || url.hash !== '') {
    return 'The API URL must not contain a query (?) or fragment (#).';
  }
  return undefined;
}

/**
 * The ASCII (Punycode) form of a domain name as sent to the API, mapped like a browser
 * would (UTS #46); undefined for `.`, `..`, empty labels and anything else that cannot be a
 * name, so that no such text ever becomes part of a URL.
 */
export function asciiDomain(domain: string): string | undefined {
  return asciiDomainName(domain);
}

/** Path segment for `{domain}`: ASCII form, escaped. */
export function domainSegment(asciiName: string): string {
  return encodeURIComponent(asciiName);
}

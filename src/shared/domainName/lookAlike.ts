import { mixedScripts } from '../text/mixedScript';
import { asciiDomainName } from './domainInput';
import { isAscii } from './domainLabel';

/**
 * A warning for a domain or host name with a label mixing scripts (UTS #39), which is how
 * look-alike names are made: `pаypal.com` with a Cyrillic `а`. The name may still be used;
 * the warning shows the ASCII form the registrar gets, which tells the two apart.
 */
export function lookAlikeWarning(name: string): string | undefined {
  const text = name.trim();
  if (isAscii(text)) return undefined;
  for (const label of text.split(/[.\u3002\uff0e\uff61]/)) {
    const mixed = mixedScripts(label);
    if (mixed === undefined) continue;
    const ascii = asciiDomainName(text);
    const sent = ascii === undefined ? '' : `; it is sent as ${ascii}`;
    return `"${text}" mixes ${mixed} letters in "${label}", as look-alike names do${sent}.`;
  }
  return undefined;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePhpForm } from '../../src/main/api/phpForm';
import { parsePhpForm } from '../../src/sandbox/php/parseForm';
import { anyText, formBody, phpReadBackTop } from './phpFormModel';

describe('PHP form encoding read back by a PHP-faithful parser', () => {
  it('any text arrives unchanged as a top-level field', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(parsePhpForm(encodePhpForm({ eppcode: text }))).toEqual(
          phpReadBackTop({ eppcode: text }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('nested lists, maps and lists of maps round-trip exactly', () => {
    fc.assert(
      fc.property(formBody, (body) => {
        expect(parsePhpForm(encodePhpForm(body))).toEqual(phpReadBackTop(body));
      }),
      { numRuns: 500 },
    );
  });

  it('the spec shapes round-trip with hostile text in every leaf', () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, (a, b, c) => {
        const body = {
          nameservers: { ns1: a, ns2: b },
          contacts: { registrant: { firstname: a, lastname: b, companyname: c } },
          contactdetails: { Registrant: { firstname: c } },
          addons: { dnsmanagement: true, idprotection: false },
          dnsrecords: [{ hostname: a, type: 'TXT', address: b, priority: 0 }],
          prefix: [a, c],
          forwardto: [b, c],
          tldsToInclude: ['.com', a],
        };
        expect(parsePhpForm(encodePhpForm(body))).toEqual(phpReadBackTop(body));
      }),
      { numRuns: 300 },
    );
  });
});

// The `tr46` package (UTS #46 processing, as browsers and PHP's idn_to_ascii do it) ships no
// types. Only the options this app passes are declared.
declare module 'tr46' {
  interface Uts46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  export function toASCII(
    domainName: string,
    options?: Uts46Options & { verifyDNSLength?: boolean },
  ): string | null;
  export function toUnicode(
    domainName: string,
    options?: Uts46Options,
  ): { domain: string; error: boolean };
}

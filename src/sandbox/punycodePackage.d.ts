// The `punycode` package ships no type declarations. It is imported by file so that Node's
// deprecated built-in module of the same name is never picked instead.
declare module 'punycode/punycode.js' {
  interface Punycode {
    toASCII(domain: string): string;
    toUnicode(domain: string): string;
    encode(input: string): string;
    decode(input: string): string;
  }
  const punycode: Punycode;
  export default punycode;
}

// The `punycode` package ships no types; it is imported by file path so Node's deprecated
// built-in of the same name is never picked. The one declaration for every layer.
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

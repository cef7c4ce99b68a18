// The `punycode` package ships no types; it is imported by file path so Node's deprecated
// built-in of the same name is never picked. The sandbox declares the same module: the two
// declarations merge and must stay identical.
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

// punycode.js ships no types; this is the one function erasure uses.
declare module "punycode/punycode.es6.js" {
  export function toUnicode(domain: string): string;
}

// node-forge's own files, imported one by one so the bundle holds RSA-OAEP only (about a third of the package).
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/rsa';
declare module 'node-forge/lib/pkcs1';
declare module 'node-forge/lib/asn1';
declare module 'node-forge/lib/sha1';
declare module 'node-forge/lib/util';

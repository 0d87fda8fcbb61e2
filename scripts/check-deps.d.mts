// Types of check-deps.mjs for the tests that import it (tests/unit/scripts/check-deps.test.ts).
export interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
export declare const KEEP: Record<string, Record<string, string>>;
export declare function packageOf(specifier: string): string | null;
export declare function typesPackageOf(name: string): string;
export declare function importsOf(text: string): Set<string>;
export declare function checkWorkspace(options: {
  manifest: Manifest;
  files: Iterable<[string, string]>;
  installed: (
    name: string,
  ) => { name?: string; bin?: string | Record<string, string>; peerDependencies?: Record<string, string> } | null;
  keep?: Record<string, string>;
}): { undeclared: Array<{ name: string; path: string }>; unused: string[] };

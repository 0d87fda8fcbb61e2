// Types of apply.mjs and the patch files for their tests (tests/unit/patches/patches.test.ts).
export interface Edit {
  file: string;
  find: string;
  replace: string;
}
export interface PackagePatch {
  name: string;
  version: string;
  edits: Edit[];
}
export declare function applyPatch(nodeModules: string, patch: PackagePatch): { applied: number; present: number };

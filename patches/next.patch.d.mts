// Type of next.patch.mjs for its test (tests/unit/patches/patches.test.ts) and its bench (tests/bench/next-patches.bench.ts).
import type { Edit, PackagePatch } from './apply.d.mts';
/** An edit, with the row of patches/README.md ("Where Next is overridden") it belongs to. */
export interface NextEdit extends Edit {
  row: number;
}
export interface NextPatch extends PackagePatch {
  edits: NextEdit[];
}
declare const patch: NextPatch;
export default patch;
export declare const ROWS: Readonly<Record<number, string>>;

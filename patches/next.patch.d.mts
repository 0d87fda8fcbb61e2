// Type of next.patch.mjs for its test (tests/unit/scripts/patches.test.ts).
import type { PackagePatch } from './apply.d.mts';
declare const patch: PackagePatch;
export default patch;

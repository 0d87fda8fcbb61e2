// Types of check-next-overrides.mjs for its tests (tests/unit/patches/next-overrides.test.ts).
import type { PackagePatch } from '../patches/apply.mjs';
export const CACHE_HANDLER_NEXT_VERSION: string;
export const CACHE_HANDLER_INTERNALS: string[];
export const PATCHED_PAGE_RUNTIME: string;
export function patchProblems(standalone: string, patch: PackagePatch): string[];
export function pageRuntimeProblems(serverAppDir: string): string[];
export function nextInternalsOf(source: string): string[];
export function cacheHandlerProblems(source: string, standalone: string): string[];
export const BUNDLED_PATCH_MARKS: string[];
export function bundledPatchProblems(serverDir: string): string[];

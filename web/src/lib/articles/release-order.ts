/** Newest first by publication, then by version (two releases on one day). */
export function newestFirst<T extends { publishedAt: string; version?: string | null }>(releases: readonly T[]): T[] {
  const versionKey = (version: string | null | undefined) =>
    (version ?? '')
      .split('.')
      .map((part) => part.padStart(6, '0'))
      .join('.');
  return [...releases].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || versionKey(b.version).localeCompare(versionKey(a.version)),
  );
}

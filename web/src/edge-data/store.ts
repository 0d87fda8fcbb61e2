import type { EdgeData } from '@site/edge';
import built from '../generated/edge-data.json';

/**
 * The edge's CMS data: compiled into the build (web/scripts/compile-edge-data.ts), replaced in memory when the
 * revalidation webhook reports a change to one of its documents. Held on globalThis because the proxy and the
 * webhook's route handler are bundled separately but run in one server process.
 */
const KEY = Symbol.for('site.edgeData');
type Holder = { [KEY]?: EdgeData };

export function currentEdgeData(): EdgeData {
  return (globalThis as Holder)[KEY] ?? (built as EdgeData);
}

export function replaceEdgeData(data: EdgeData): void {
  (globalThis as Holder)[KEY] = data;
}

/**
 * The browser's time zone name, for the fingerprint. Reading it takes an Intl.DateTimeFormat, and creating the first
 * one blocks a slow phone for 50-100 ms (measured at 4x: the largest single step of the fingerprint). A worker reads
 * the same zone (the renderer process has one default zone) off the main thread; without workers, or when the worker
 * fails or is slow, it is read here as before. Either way the value is the same.
 */

/** Our choice: how long the worker may take before the zone is read on the main thread after all. */
const WORKER_TIMEOUT_MS = 1000;

const WORKER_SOURCE =
  'try{postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone??"")}catch(e){postMessage(null)}';

export function timeZoneHere(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return ''; // Old engines: no zone name.
  }
}

type WorkerWindow = Pick<typeof globalThis, 'Worker' | 'Blob' | 'URL'>;

export function timeZoneOffThread(win: Window = window, timeoutMs: number = WORKER_TIMEOUT_MS): Promise<string> {
  const { Worker: WorkerClass, Blob: BlobClass, URL: UrlClass } = win as Window & Partial<WorkerWindow>;
  if (
    typeof WorkerClass !== 'function' ||
    typeof BlobClass !== 'function' ||
    typeof UrlClass?.createObjectURL !== 'function'
  ) {
    return Promise.resolve(timeZoneHere());
  }
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    let url = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (zone: unknown) => {
      if (timer === undefined) return; // already answered
      clearTimeout(timer);
      timer = undefined;
      worker?.terminate();
      if (url) UrlClass.revokeObjectURL(url);
      resolve(typeof zone === 'string' ? zone : timeZoneHere());
    };
    timer = setTimeout(() => finish(null), timeoutMs);
    try {
      url = UrlClass.createObjectURL(new BlobClass([WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new WorkerClass(url);
      worker.onmessage = (event: MessageEvent<unknown>) => finish(event.data);
      worker.onerror = () => finish(null);
    } catch {
      finish(null); // A policy that refuses blob workers: read it here.
    }
  });
}

import { evaluate, parse } from 'groq-js';
import { type Document, datasetChanged, findDatasetDir, type LoadedDataset, loadDataset } from './dataset';
import { type ContentSource, ContentSourceError, type QueryParams } from './source';

export interface LocalSourceOptions {
  /** Directory holding data.ndjson; found from the working directory when absent. */
  readonly dir?: string;
  /** Check the file's mtime on every query (development). Otherwise only after `invalidate()`. */
  readonly watch: boolean;
}

interface Holder {
  loaded: LoadedDataset | null;
  /** Set by `invalidate()`: the next query checks the file once. */
  suspect: boolean;
}

/**
 * The dataset is held on `globalThis`, keyed by directory: Next bundles route handlers and pages separately, and the
 * webhook's `invalidate()` must reach the copy the pages read.
 */
const HOLDERS = Symbol.for('morphis.content.localDatasets');
function holderFor(dir: string): Holder {
  const store = ((globalThis as Record<symbol, unknown>)[HOLDERS] ??= new Map<string, Holder>()) as Map<string, Holder>;
  let holder = store.get(dir);
  if (!holder) {
    holder = { loaded: null, suspect: false };
    store.set(dir, holder);
  }
  return holder;
}

const PARSED_LIMIT = 2000;

export class LocalContentSource implements ContentSource {
  readonly kind = 'local' as const;
  private readonly dir: string;
  private readonly watch: boolean;
  /** groq-js folds `$params` in at parse time, so parsed trees are keyed by query and parameters. */
  private readonly parsed = new Map<string, ReturnType<typeof parse>>();

  constructor(options: LocalSourceOptions) {
    try {
      this.dir = findDatasetDir(options.dir);
    } catch (cause) {
      throw new ContentSourceError('The embedded content dataset was not found', { cause });
    }
    this.watch = options.watch;
  }

  private documents(): LoadedDataset {
    const holder = holderFor(this.dir);
    if (holder.loaded && (this.watch || holder.suspect)) {
      holder.suspect = false;
      if (datasetChanged(holder.loaded)) holder.loaded = null;
    }
    if (!holder.loaded) {
      try {
        holder.loaded = loadDataset(this.dir);
      } catch (cause) {
        throw new ContentSourceError(`Cannot load the embedded dataset from ${this.dir}`, { cause });
      }
      this.parsed.clear();
    }
    return holder.loaded;
  }

  async fetch<R>(query: string, params: QueryParams = {}): Promise<R> {
    const { documents } = this.documents();
    const key = `${query}\u0000${JSON.stringify(params)}`;
    let tree = this.parsed.get(key);
    try {
      if (!tree) {
        tree = parse(query, { params });
        if (this.parsed.size >= PARSED_LIMIT) this.parsed.clear();
        this.parsed.set(key, tree);
      }
      const value = await evaluate(tree, { dataset: documents as Document[], params });
      return (await value.get()) as R;
    } catch (cause) {
      throw new ContentSourceError('GROQ query failed on the embedded dataset', { cause });
    }
  }

  async revision(): Promise<string> {
    return `local:${this.documents().revision}`;
  }

  invalidate(): void {
    holderFor(this.dir).suspect = true;
  }
}

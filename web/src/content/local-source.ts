import { applyDraftsPerspective, applyPublishedPerspective } from '@site/schemas';
import { evaluate, evaluateSync, parse } from 'groq-js';
import { statSync } from 'node:fs';
import { type Document, datasetChanged, findDatasetDir, type LoadedDataset, loadDataset } from './dataset';
import { foldDatasetConstants, typesQueried } from './query-scope';
import { type ContentSource, ContentSourceError, type QueryParams } from './source';

export interface LocalSourceOptions {
  /** Directory holding data.ndjson; found from the working directory when absent. */
  readonly dir?: string;
  /** Check the file's mtime on every query (development). Otherwise only after `invalidate()`. */
  readonly watch: boolean;
  /** Told when a changed file cannot be read and the previous dataset goes on answering (last good content). */
  readonly onDegraded?: (error: ContentSourceError) => void;
  /**
   * Which documents queries see, like the Content Lake's perspectives (groq-js 2 has none of its own):
   * `published` (the default, what visitors see) leaves `drafts.*` out; `drafts` lets each draft replace its
   * published document (draft mode).
   */
  readonly perspective?: LocalPerspective;
}

export type LocalPerspective = 'published' | 'drafts';

const PERSPECTIVES: Readonly<Record<LocalPerspective, (documents: Document[]) => Document[]>> = {
  published: applyPublishedPerspective,
  drafts: applyDraftsPerspective,
};

/** A loaded dataset with what makes queries on it cost what they read rather than the dataset's size. */
interface Indexed extends LoadedDataset {
  /** Resolves `->` by id: groq-js alone scans every document for each reference. */
  readonly byId: ReadonlyMap<string, Document>;
  /** The documents of a set of types, in dataset order, keyed by the sorted type names; filled as queries ask. */
  readonly byTypes: Map<string, Document[]>;
  /** Values of the queries' dataset constants (query-scope.ts `foldDatasetConstants`), by their text. */
  readonly constants: Map<string, unknown>;
  /** Parsed trees with those values in place, by query and parameters. */
  readonly folded: Map<string, ReturnType<typeof parse>>;
}

interface Holder {
  loaded: Indexed | null;
  /** Set by `invalidate()`: the next query checks the file once. */
  suspect: boolean;
  /** The file as it was when it could not be read: not read again until it changes. Null while healthy. */
  failed: { mtimeMs: number; size: number } | null;
}

/**
 * The dataset is held on `globalThis`, keyed by directory: Next bundles route handlers and pages separately, and the
 * webhook's `invalidate()` must reach the copy the pages read.
 */
const HOLDERS = Symbol.for('morphis.content.localDatasets');
function holderFor(dir: string, perspective: LocalPerspective): Holder {
  const store = ((globalThis as Record<symbol, unknown>)[HOLDERS] ??= new Map<string, Holder>()) as Map<string, Holder>;
  // Each perspective holds its own copy: the drafts one re-reads the file for every draft-mode request, which must
  // not make published content change on visitors' pages before the webhook says so.
  const key = perspective === 'published' ? dir : `${dir}\u0000${perspective}`;
  let holder = store.get(key);
  if (!holder) {
    holder = { loaded: null, suspect: false, failed: null };
    store.set(key, holder);
  }
  return holder;
}

/**
 * Parsed trees kept (least recently used go first). A tree is tens of kilobytes, and every made-up address asks with
 * parameters of its own (`/blog/<anything>` parses the article query for that slug): 2,000 kept ~100 MB alive. The
 * queries pages repeat (navigation, settings, lists per language) are far fewer than this.
 */
const PARSED_LIMIT = 200;

/**
 * Dataset constants kept per loaded dataset: each is an array of references to documents already held, one per list
 * filter (family, language, category, tag) that pages asked for; the rest are evaluated again when asked.
 */
const CONSTANTS_LIMIT = 1000;

/** Sets `key` as the most recently used entry, dropping the least recently used past `limit`. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number): V {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

interface Parsed {
  readonly tree: ReturnType<typeof parse>;
  /** Sorted names of the types the query reads, or null when it reads every document. */
  readonly types: string | null;
}

function parsedQuery(query: string, params: QueryParams): Parsed {
  const tree = parse(query, { params });
  return { tree, types: scopeKey(tree) };
}

function scopeKey(tree: ReturnType<typeof parse>): string | null {
  const types = typesQueried(tree);
  return types ? [...types].sort().join('\u0000') : null;
}

/** The documents a query may read: the whole dataset, or the ones of the types it filters by (in dataset order). */
function scopedDocuments(loaded: Indexed, types: string | null): Document[] {
  if (types === null) return loaded.documents;
  let documents = loaded.byTypes.get(types);
  if (!documents) {
    const wanted = new Set(types.split('\u0000'));
    documents = loaded.documents.filter((document) => wanted.has(document._type));
    loaded.byTypes.set(types, documents);
  }
  return documents;
}

export class LocalContentSource implements ContentSource {
  readonly kind = 'local' as const;
  private readonly dir: string;
  private readonly watch: boolean;
  private readonly onDegraded: ((error: ContentSourceError) => void) | undefined;
  private readonly perspective: LocalPerspective;
  /** groq-js folds `$params` in at parse time, so parsed trees are keyed by query and parameters. */
  private readonly parsed = new Map<string, Parsed>();

  constructor(options: LocalSourceOptions) {
    try {
      this.dir = findDatasetDir(options.dir);
    } catch (cause) {
      throw new ContentSourceError('The embedded content dataset was not found', { cause });
    }
    this.watch = options.watch;
    this.onDegraded = options.onDegraded;
    this.perspective = options.perspective ?? 'published';
  }

  private holder(): Holder {
    return holderFor(this.dir, this.perspective);
  }

  /**
   * The dataset, re-read when it changed. A changed file that cannot be read (truncated, half written, removed)
   * does not replace a dataset that was read: the last good one goes on answering until the file changes again and
   * reads. Only with nothing read yet does a query fail.
   */
  private documents(): Indexed {
    const holder = this.holder();
    if (holder.loaded && (this.watch || holder.suspect || holder.failed)) {
      holder.suspect = false;
      if (datasetChanged(holder.loaded) && !this.unchangedSinceFailure(holder)) this.reload(holder);
    }
    if (!holder.loaded) this.reload(holder);
    return holder.loaded!;
  }

  private unchangedSinceFailure(holder: Holder): boolean {
    if (!holder.failed) return false;
    const now = this.stamp() ?? { mtimeMs: -1, size: -1 };
    return now.mtimeMs === holder.failed.mtimeMs && now.size === holder.failed.size;
  }

  private stamp(): { mtimeMs: number; size: number } | null {
    try {
      const { mtimeMs, size } = statSync(`${this.dir}/data.ndjson`);
      return { mtimeMs, size };
    } catch {
      return null;
    }
  }

  private reload(holder: Holder): void {
    try {
      const loaded = loadDataset(this.dir, holder.loaded ?? undefined);
      const documents = PERSPECTIVES[this.perspective](loaded.documents);
      const byId = new Map(documents.map((document) => [document._id, document]));
      holder.loaded = { ...loaded, documents, byId, byTypes: new Map(), constants: new Map(), folded: new Map() };
      holder.failed = null;
      this.parsed.clear();
    } catch (cause) {
      const error = new ContentSourceError(`Cannot load the embedded dataset from ${this.dir}`, { cause });
      if (!holder.loaded) throw error;
      holder.failed = this.stamp() ?? { mtimeMs: -1, size: -1 };
      this.onDegraded?.(error);
    }
  }

  /** True while the file cannot be read and the last good dataset answers. */
  degraded(): boolean {
    return this.holder().failed !== null;
  }

  async fetch<R>(query: string, params: QueryParams = {}): Promise<R> {
    const loaded = this.documents();
    const key = `${query}\u0000${JSON.stringify(params)}`;
    try {
      const parsed = remember(this.parsed, key, this.parsed.get(key) ?? parsedQuery(query, params), PARSED_LIMIT);
      const options = {
        dataset: scopedDocuments(loaded, parsed.types),
        params,
        dereference: ({ _ref }: { _ref: string }) => loaded.byId.get(_ref) ?? null,
      };
      const tree = loaded.folded.get(key) ?? remember(loaded.folded, key, this.fold(parsed.tree, loaded), PARSED_LIMIT);
      // groq-js's synchronous evaluator answers the same in a quarter of the time (no async iterator per document);
      // the few functions it lacks (diff::, delta::) throw, and those queries take the asynchronous path.
      try {
        return evaluateSync(tree, options).data as R;
      } catch {
        return (await (await evaluate(tree, options)).get()) as R;
      }
    } catch (cause) {
      throw new ContentSourceError('GROQ query failed on the embedded dataset', { cause });
    }
  }

  /** The tree with its dataset constants evaluated once for `loaded` and shared with every query that holds them. */
  private fold(tree: ReturnType<typeof parse>, loaded: Indexed): ReturnType<typeof parse> {
    return foldDatasetConstants(tree, (node, text) => {
      const known = loaded.constants.get(text);
      if (known !== undefined) return remember(loaded.constants, text, known, CONSTANTS_LIMIT);
      try {
        const options = {
          dataset: scopedDocuments(loaded, scopeKey(node)),
          dereference: ({ _ref }: { _ref: string }) => loaded.byId.get(_ref) ?? null,
        };
        return remember(loaded.constants, text, evaluateSync(node, options).data, CONSTANTS_LIMIT);
      } catch {
        return undefined;
      }
    });
  }

  async revision(): Promise<string> {
    const prefix = this.perspective === 'published' ? 'local' : `local-${this.perspective}`;
    return `${prefix}:${this.documents().revision}`;
  }

  invalidate(): void {
    this.holder().suspect = true;
  }
}

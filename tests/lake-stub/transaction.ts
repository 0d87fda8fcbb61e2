import { Mutation } from '@sanity/mutator';
import type { Document } from '../../web/src/content/dataset';

/**
 * One transaction of mutations as the Content Lake applies it, shared by the site's `/data/mutate` (server.ts) and the
 * Studio's mutations and actions (studio.ts): Sanity's own semantics through `@sanity/mutator` (set, setIfMissing,
 * unset, inc, dec, insert, diffMatchPatch, create*, delete), all or nothing, `ifRevisionID` checked against the
 * revision before the transaction, a patch of a missing document refused, and every changed document's `_rev` the
 * transaction's id. Failures carry the Lake's mutation error shape (`mutationError` with one item per failure).
 */

export type Mut = Record<string, Record<string, unknown>>;

export interface Change {
  readonly id: string;
  readonly before: Document | undefined;
  readonly after: Document | undefined;
  readonly mutations: Mut[];
}

/** A refused transaction: its HTTP status and the Lake's body for it. */
export class LakeMutationError extends Error {
  constructor(
    readonly status: number,
    readonly item: { description: string; id?: string; type: string },
    /** The failing mutation's place in the request. */
    readonly index: number,
  ) {
    super(item.description);
  }

  /** `{error: {description, items, type: 'mutationError'}}`: what @sanity/client turns into its message. */
  body() {
    return {
      error: {
        description: `The mutation(s) failed: ${this.item.description}`,
        items: [{ error: this.item, index: this.index }],
        type: 'mutationError',
      },
    };
  }
}

const CREATES = ['create', 'createOrReplace', 'createIfNotExists'];

/** The id a mutation targets (create* carry it in the document, patch and delete beside their operation). */
function targetOf(mutation: Mut): string | undefined {
  const [operation, body] = Object.entries(mutation)[0] ?? [];
  if (!operation || !body) return undefined;
  const id = CREATES.includes(operation) ? body._id : body.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The changes `mutations` make, computed against `read` (the documents as the transaction starts), not applied:
 * the caller stores them (at once, or when they become visible). Throws LakeMutationError (with the failing
 * mutation's index) when the Lake would refuse the transaction.
 */
export function transact(
  read: (id: string) => Document | undefined,
  mutations: Mut[],
  transactionId: string,
  timestamp: string,
): Change[] {
  const byId = new Map<string, { mutation: Mut; index: number }[]>();
  for (const [index, mutation] of mutations.entries()) {
    const id = targetOf(mutation);
    const operation = Object.keys(mutation)[0];
    if (!id || (CREATES.includes(operation!) && typeof mutation[operation!]!._type !== 'string'))
      throw new LakeMutationError(
        400,
        { description: `Invalid mutation: ${JSON.stringify(mutation).slice(0, 200)}`, type: 'invalidMutationError' },
        index,
      );
    byId.set(id, [...(byId.get(id) ?? []), { mutation, index }]);
  }
  const changes: Change[] = [];
  for (const [id, own] of byId) {
    const before = read(id);
    const fail = (status: number, index: number, description: string, type: string): never => {
      throw new LakeMutationError(status, { description, id, type }, index);
    };
    for (const { mutation, index } of own) {
      const ifRevisionID = mutation.patch?.ifRevisionID;
      if (typeof ifRevisionID === 'string' && before?._rev !== ifRevisionID)
        fail(
          409,
          index,
          `Document "${id}" has unexpected revision ID ("${String(before?._rev)}"), expected "${ifRevisionID}"`,
          'documentRevisionIDDoesNotMatchError',
        );
      if (mutation.create && before)
        fail(409, index, `Document by ID "${id}" already exists`, 'documentAlreadyExistsError');
      if (mutation.patch && !before && !own.some((item) => CREATES.some((create) => create in item.mutation)))
        fail(409, index, `The document with the ID "${id}" was not found`, 'documentNotFoundError');
    }
    let after: Document | null = null;
    try {
      // As in the Lake, a document's revision is the id of the transaction that last changed it.
      after = new Mutation({
        mutations: structuredClone(own.map((item) => item.mutation)) as never,
        resultRev: transactionId,
        timestamp,
      }).apply((before ? structuredClone(before) : null) as never) as Document | null;
    } catch (cause) {
      // A patch the document cannot take (an index past the end, diff-match-patch of a number...).
      fail(400, own[0]!.index, cause instanceof Error ? cause.message : String(cause), 'mutationError');
    }
    changes.push({ id, before, after: after ?? undefined, mutations: own.map((item) => item.mutation) });
  }
  return changes;
}

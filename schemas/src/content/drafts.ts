/**
 * Sanity's document ids for unpublished work, as the Content Lake and its export format spell them: an edited
 * document's draft is `drafts.<id>`, a release's version `versions.<release>.<id>`. Shared by the web's embedded
 * source (its drafts perspective), the dataset validator and the seed.
 */
export const DRAFT_ID_PREFIX = 'drafts.';
const VERSION_ID_PREFIX = 'versions.';

/** The characters and length the Content Lake allows in a document id (a leading `-` is refused). */
const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFT_ID_PREFIX);
}

/** Published documents only: no draft, no release version (what visitors may ever see). */
export function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFT_ID_PREFIX) && !id.startsWith(VERSION_ID_PREFIX);
}

/** The id of the published document a draft edits (the id itself for a published one). */
export function publishedId(id: string): string {
  return isDraftId(id) ? id.slice(DRAFT_ID_PREFIX.length) : id;
}

export function draftId(id: string): string {
  return isDraftId(id) ? id : `${DRAFT_ID_PREFIX}${id}`;
}

/**
 * The drafts perspective over a raw set of documents, as the Content Lake gives it: each draft replaces its
 * published document (under the published `_id`, the draft's id in `_originalId`), a draft without a published
 * document appears on its own, and release versions are left out. Order follows the input's published documents,
 * then draft-only ones.
 */
export function applyDraftsPerspective<D extends { _id: string }>(documents: readonly D[]): D[] {
  const drafts = new Map<string, D>();
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedId(doc._id), doc);
  const asPublished = (draft: D): D => ({ ...draft, _id: publishedId(draft._id), _originalId: draft._id });
  const out: D[] = [];
  const seen = new Set<string>();
  for (const doc of documents) {
    if (!isPublishedId(doc._id)) continue;
    const draft = drafts.get(doc._id);
    out.push(draft ? asPublished(draft) : doc);
    seen.add(doc._id);
  }
  for (const [id, draft] of drafts) if (!seen.has(id)) out.push(asPublished(draft));
  return out;
}

/** The published perspective: what visitors see. */
export function applyPublishedPerspective<D extends { _id: string }>(documents: readonly D[]): D[] {
  return documents.filter((doc) => isPublishedId(doc._id));
}

/**
 * What the embedded source learns from a parsed query before groq-js evaluates it.
 *
 * Which document types a parsed GROQ query can read, so the embedded source hands groq-js only those documents.
 * groq-js scans its whole dataset for every `*[...]`; at thirty times the seed a list query spent most of its time
 * testing `_type` on documents of other types.
 *
 * The answer is a set only when every `*` in the query is filtered by `_type == "x"` or `_type in [...]` on a path
 * that every match must satisfy (an `&&` chain, or an `||` whose both sides name types). Anything else (a bare `*`,
 * a filter on other fields only) answers null: the query sees every document. References (`->`) do not need the
 * other types in the dataset: the source resolves them by id.
 */
import type { ExprNode } from 'groq-js';

type Types = ReadonlySet<string> | null;

function stringsOf(node: ExprNode): string[] | null {
  if (node.type === 'Value') {
    const { value } = node;
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
    return null;
  }
  if (node.type === 'Array') {
    const out: string[] = [];
    for (const element of node.elements) {
      if (element.isSplat || element.value.type !== 'Value' || typeof element.value.value !== 'string') return null;
      out.push(element.value.value);
    }
    return out;
  }
  return null;
}

function isTypeField(node: ExprNode): boolean {
  return node.type === 'AccessAttribute' && node.name === '_type' && (!node.base || node.base.type === 'This');
}

/** The types a filter expression admits, or null when it admits documents of any type. */
function filterTypes(expr: ExprNode): Types {
  switch (expr.type) {
    case 'Group':
      return filterTypes(expr.base);
    case 'And': {
      const left = filterTypes(expr.left);
      const right = filterTypes(expr.right);
      if (!left) return right;
      if (!right) return left;
      return new Set([...left].filter((type) => right.has(type)));
    }
    case 'Or': {
      const left = filterTypes(expr.left);
      const right = filterTypes(expr.right);
      return left && right ? new Set([...left, ...right]) : null;
    }
    case 'OpCall': {
      if (expr.op === '==') {
        const value = isTypeField(expr.left) ? expr.right : isTypeField(expr.right) ? expr.left : null;
        const strings = value?.type === 'Value' ? stringsOf(value) : null;
        return strings && strings.length === 1 ? new Set(strings) : null;
      }
      if (expr.op === 'in' && isTypeField(expr.left)) {
        const strings = stringsOf(expr.right);
        return strings ? new Set(strings) : null;
      }
      return null;
    }
    default:
      return null;
  }
}

function isNode(value: unknown): value is ExprNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The union of the types every `*` in the tree is filtered to; null when some `*` is not filtered by type. */
export function typesQueried(tree: ExprNode): Types {
  const types = new Set<string>();
  let unbounded = false;
  const visit = (value: unknown): void => {
    if (unbounded || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) {
      for (const item of Object.values(value)) visit(item);
      return;
    }
    if (value.type === 'Value') return;
    if (value.type === 'Everything') {
      unbounded = true;
      return;
    }
    if (value.type === 'Filter' && value.base.type === 'Everything') {
      const admitted = filterTypes(value.expr);
      if (!admitted) {
        unbounded = true;
        return;
      }
      for (const type of admitted) types.add(type);
      visit(value.expr);
      return;
    }
    for (const [key, item] of Object.entries(value)) if (key !== 'type') visit(item);
  };
  visit(tree);
  return unbounded ? null : types;
}

/** A node whose value depends on nothing but the dataset: no `^`, no `$param` left unbound, no `before()`, no clock. */
function closed(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) return value.every(closed);
  if (isNode(value)) {
    // A constant's content is data, whatever it looks like (a parameter may be any JSON).
    if (value.type === 'Value') return true;
    if (value.type === 'Parent' || value.type === 'Context' || value.type === 'Parameter') return false;
    if (
      value.type === 'FuncCall' &&
      (value.name === 'now' || value.namespace === 'delta' || value.namespace === 'diff')
    )
      return false;
  }
  return Object.values(value).every(closed);
}

/** `*[filter]`, or `*[filter] | order(…)`, whose filter and order read only the document they test. */
function datasetConstant(node: ExprNode): boolean {
  if (node.type === 'Filter') return node.base.type === 'Everything' && closed(node.expr);
  if (node.type === 'PipeFuncCall' && node.name === 'order')
    return node.base.type === 'Filter' && datasetConstant(node.base) && closed(node.args);
  return false;
}

/**
 * The tree with each dataset constant (see `datasetConstant`) replaced by its value, which `valueOf` gives for the
 * node and its text (undefined: leave it as it is). groq-js folds `$params` in at parse, so a list's filter in one
 * language is the same text on every page of it, in its count and in every chunk a whole list is read in: evaluated
 * once per loaded dataset, it leaves each query the slice and projection of a ready list. The tree is not changed.
 */
export function foldDatasetConstants(tree: ExprNode, valueOf: (node: ExprNode, key: string) => unknown): ExprNode {
  const visit = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) {
      const items = value.map(visit);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (isNode(value) && value.type === 'Value') return value;
    if (isNode(value) && datasetConstant(value)) {
      const folded = valueOf(value, JSON.stringify(value));
      if (folded !== undefined) return { type: 'Value', value: folded } satisfies ExprNode;
    }
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const next = visit(item);
      if (next !== item) (copy ??= { ...value })[key] = next;
    }
    return copy ?? value;
  };
  return visit(tree) as ExprNode;
}

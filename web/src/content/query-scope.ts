/**
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

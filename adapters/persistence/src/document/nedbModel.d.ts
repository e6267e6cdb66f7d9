// NeDB's own matcher and serializer, so the embedded id order (NedbIdOrder.ts) judges a filter
// as NeDB does and the kept-open data file (nedbAppendHandle.ts) gets NeDB's own lines.
declare module "@seald-io/nedb/lib/model.js" {
  export function match(doc: unknown, query: unknown): boolean;
  export function serialize(doc: unknown): string;
}

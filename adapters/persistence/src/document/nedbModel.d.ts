// NeDB's own matcher, so the embedded id order (NedbIdOrder.ts) judges a filter as NeDB does.
declare module "@seald-io/nedb/lib/model.js" {
  export function match(doc: unknown, query: unknown): boolean;
}

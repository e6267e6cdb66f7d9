import type * as t from "io-ts";

/** A JSON Schema (2020-12, what OpenAPI 3.1 uses) as a plain object. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * Which side of a codec a schema describes: what a client may send (`input`: an id as a
 * number or a digit string) or what the server answers (`output`: the number).
 */
export type SchemaSide = "input" | "output";

/** Describes a codec that is part of the one being described (a list's item, say). */
export type DescribeInner = (codec: t.Any, side: SchemaSide) => JsonSchema;

/** How a codec built with `new t.Type` (no structure io-ts can show) reads as JSON Schema. */
export type SchemaNote = (side: SchemaSide, inner: DescribeInner) => JsonSchema;

const notes = new WeakMap<t.Any, SchemaNote>();

/**
 * Gives a hand-built codec its JSON Schema, so the API's description shows what it takes
 * and gives. The structural codecs (`t.type`, `t.array`, …) need none: they are read as
 * they are.
 */
export function described<C extends t.Any>(codec: C, note: SchemaNote | JsonSchema): C {
  notes.set(codec, typeof note === "function" ? note : () => note);
  return codec;
}

/** The schema a hand-built codec was given, if any. */
export const schemaNoteOf = (codec: t.Any): SchemaNote | undefined => notes.get(codec);

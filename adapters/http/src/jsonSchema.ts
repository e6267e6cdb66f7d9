import { type JsonSchema, type SchemaSide, schemaNoteOf } from "@portal/domain";
import type * as t from "io-ts";

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's) of an io-ts codec, walked by the project's own
 * hand: the maintained converters target io-ts's experimental `Schema` module or JSON
 * Schema draft-07 without OpenAPI's `input`/`output` distinction (an id is sent as a number
 * or digits, answered as a number). Hand-built codecs carry their schema (`described`);
 * one that carries none is an error, so nothing is ever described as just "an object".
 *
 * `input` describes what a client may send; `output` what the server answers, where an
 * `exact`/`strict` object also allows no other property.
 */
export function jsonSchemaOf(codec: t.Any, side: SchemaSide): JsonSchema {
  const note = schemaNoteOf(codec);
  if (note) return note(side, (inner, innerSide) => jsonSchemaOf(inner, innerSide));
  const node = codec as t.Any & { _tag?: string } & Record<string, unknown>;
  switch (node._tag) {
    case "StringType":
      return { type: "string" };
    case "NumberType":
      return { type: "number" };
    case "BooleanType":
      return { type: "boolean" };
    case "NullType":
      return { type: "null" };
    case "UnknownType":
    case "AnyType":
      return {};
    case "LiteralType":
      return { const: node["value"] };
    case "KeyofType":
      return { enum: Object.keys(node["keys"] as object) };
    case "ArrayType":
    case "ReadonlyArrayType":
      return { type: "array", items: jsonSchemaOf(node["type"] as t.Any, side) };
    case "ReadonlyType":
    case "RefinementType":
      return jsonSchemaOf(node["type"] as t.Any, side);
    case "ExactType":
      return closed(jsonSchemaOf(node["type"] as t.Any, side), side);
    case "InterfaceType":
      return objectOf(node["props"] as t.Props, side, true);
    case "StrictType":
      return closed(objectOf(node["props"] as t.Props, side, true), side);
    case "PartialType":
      return objectOf(node["props"] as t.Props, side, false);
    case "AnyDictionaryType":
      return { type: "object" };
    case "DictionaryType":
      return {
        type: "object",
        additionalProperties: jsonSchemaOf(node["codomain"] as t.Any, side),
      };
    case "UnionType": {
      const members = (node["types"] as t.Any[]).map((member) => jsonSchemaOf(member, side));
      const literals = members.every((m) => "const" in m && Object.keys(m).length === 1);
      return literals ? { enum: members.map((m) => m["const"]) } : { anyOf: members };
    }
    case "IntersectionType":
      return merged(
        (node["types"] as t.Any[]).map((member) => jsonSchemaOf(member, side)),
        side,
      );
    case "TupleType":
      return {
        type: "array",
        prefixItems: (node["types"] as t.Any[]).map((member) => jsonSchemaOf(member, side)),
        items: false,
      };
    case "UndefinedType":
    case "VoidType":
      return { not: {} };
    default:
      throw new Error(`the codec ${codec.name} has no JSON Schema: give it one with described()`);
  }
}

/** A property that may be left out: a codec that accepts undefined. */
const optional = (codec: t.Any): boolean => codec.is(undefined);

function objectOf(props: t.Props, side: SchemaSide, required: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const needed: string[] = [];
  for (const [name, codec] of Object.entries(props)) {
    properties[name] = jsonSchemaOf(codec, side);
    if (required && !optional(codec)) needed.push(name);
  }
  return { type: "object", properties, ...(needed.length > 0 ? { required: needed } : {}) };
}

/** An exact object allows no other property in what the server answers; a client's extra fields are ignored. */
function closed(schema: JsonSchema, side: SchemaSide): JsonSchema {
  if (side === "input" || schema["type"] !== "object") return schema;
  return { ...schema, additionalProperties: false };
}

/**
 * The members of an intersection as one schema: objects merge their properties (so an
 * exact intersection still closes over all of them), anything else is `allOf`.
 */
function merged(members: JsonSchema[], side: SchemaSide): JsonSchema {
  if (!members.every((m) => m["type"] === "object" && m["properties"])) return { allOf: members };
  const properties = Object.assign({}, ...members.map((m) => m["properties"]));
  const required = members.flatMap((m) => (m["required"] as string[] | undefined) ?? []);
  const closes = side === "output" && members.every((m) => m["additionalProperties"] === false);
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closes ? { additionalProperties: false } : {}),
  };
}

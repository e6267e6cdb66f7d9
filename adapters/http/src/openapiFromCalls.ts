import { type ApiCall, type FailureName, isFileAnswer, isMultipart, type JsonSchema } from "@portal/domain";
import type * as t from "io-ts";
import { jsonSchemaOf } from "./jsonSchema";

/** A module's table as the document groups it: its tag and its calls. */
export interface TaggedCalls {
  readonly tag: string;
  readonly calls: readonly ApiCall[];
}

const REFUSAL = { $ref: "#/components/schemas/Refusal" };
const refusal = (description: string) => ({
  description,
  content: { "application/json": { schema: REFUSAL } },
});

/** The statuses a failure of the use case answers with (failureTable.ts). */
const FAILURE_STATUS: Readonly<Record<FailureName, readonly [string, string]>> = {
  Malformed: ["422", "Refused: the request is not of the expected shape, or breaks the rules"],
  Invalid: ["422", "Refused: the request is not of the expected shape, or breaks the rules"],
  InvalidFields: ["422", "Refused: the request is not of the expected shape, or breaks the rules"],
  Unauthenticated: ["401", "Not signed in"],
  Forbidden: ["403", "Not allowed"],
  NotFound: ["404", "Not found (also a path id that is not a positive integer, or someone else's)"],
  Conflict: ["409", "Conflict with the stored state"],
  TooMany: ["429", "Too many requests; Retry-After tells when to try again"],
};

const isNothing = (codec: t.Any): boolean => {
  const schema = jsonSchemaOf(codec, "input");
  return (
    schema["type"] === "object" &&
    Object.keys((schema["properties"] as object | undefined) ?? {}).length === 0
  );
};

const propertiesOf = (codec: t.Any): [string, JsonSchema, boolean][] => {
  const schema = jsonSchemaOf(codec, "input");
  const properties = (schema["properties"] as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema["required"] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => [name, property, required.has(name)]);
};

/** `/self-devices/:id/update` as OpenAPI writes it: `/self-devices/{id}/update`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, "{$1}");

function operationOf(tag: string, call: ApiCall): Record<string, unknown> {
  const parameters = [
    ...propertiesOf(call.params).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
    ...propertiesOf(call.query).map(([name, schema, required]) => ({ name, in: "query", required, schema })),
  ];
  const failures = new Set<FailureName>(call.failures);
  if (call.audience !== "anyone") {
    failures.add("Unauthenticated");
    failures.add("Forbidden");
  }
  if (parameters.some((p) => p.in === "path")) failures.add("NotFound");
  if (parameters.some((p) => p.in === "query")) failures.add("Malformed");
  const responses: Record<string, unknown> = {};
  const body = call.body;
  let requestBody: unknown;
  if (isMultipart(body)) {
    const fields = jsonSchemaOf(body.fields, "input");
    const properties = {
      ...((fields["properties"] as object | undefined) ?? {}),
      [body.file]: { type: "string", format: "binary" },
    };
    requestBody = {
      required: true,
      content: {
        "multipart/form-data": { schema: { ...fields, type: "object", properties, required: [body.file] } },
      },
    };
    failures.add("Malformed");
  } else if (call.method !== "GET" && call.method !== "DELETE" && !isNothing(body)) {
    requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchemaOf(body, "input") } },
    };
    failures.add("Malformed");
  }
  const answer = call.answer;
  responses["200"] = isFileAnswer(answer)
    ? { description: "The file", content: Object.fromEntries(answer.contentTypes.map((type) => [type, {}])) }
    : { description: "OK", content: { "application/json": { schema: jsonSchemaOf(answer, "output") } } };
  for (const failure of failures) {
    const [status, description] = FAILURE_STATUS[failure];
    responses[status] = refusal(description);
  }
  if (call.method !== "GET") {
    responses["419"] = refusal("CSRF token mismatch");
    if (requestBody) {
      responses["400"] = refusal("Malformed JSON");
      responses["413"] = refusal("Body over the limit");
    }
  }
  responses["503"] = refusal(
    "A service behind the API is unavailable, or its disk is full (then Retry-After tells when to try again)",
  );
  // Anyone's call needs no session; a change still needs the CSRF token (the document's default asks for both).
  const security = call.method === "GET" ? [] : [{ csrf: [] }];
  return {
    tags: [tag],
    summary: call.summary,
    ...(call.audience === "anyone" ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The `paths` of the OpenAPI document, from the modules' call tables. */
export function pathsOf(tables: readonly TaggedCalls[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, calls } of tables) {
    for (const call of calls) {
      const path = openApiPath(call.path);
      paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(tag, call) };
    }
  }
  return paths;
}

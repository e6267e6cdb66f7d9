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

/** The header a save may carry so that a retry is answered, not stored again. */
const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,100}$" },
  description: "A repeat with the same key answers the first answer (409 while the first is still running)",
};

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

function operationOf(tag: string, call: ApiCall, csrfExempt: ReadonlySet<string>): Record<string, unknown> {
  const parameters = [
    ...propertiesOf(call.params).map(([name, schema]) => ({ name, in: "path", required: true, schema })),
    ...propertiesOf(call.query).map(([name, schema, required]) => ({ name, in: "query", required, schema })),
    ...(call.idempotent ? [IDEMPOTENCY_KEY] : []),
  ];
  const failures = new Set<FailureName>(call.failures);
  if (call.audience !== "anyone") {
    failures.add("Unauthenticated");
    failures.add("Forbidden");
  }
  if (parameters.some((p) => p.in === "path")) failures.add("NotFound");
  if (parameters.some((p) => p.in === "query")) failures.add("Malformed");
  if (call.idempotent) failures.add("Conflict");
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
      content: Object.fromEntries(
        (call.bodyTypes ?? ["application/json"]).map((type) => [
          type,
          { schema: jsonSchemaOf(body, "input") },
        ]),
      ),
    };
    failures.add("Malformed");
  }
  const answer = call.answer;
  responses["200"] = isFileAnswer(answer)
    ? {
        description: "The file",
        content: {
          ...Object.fromEntries(answer.contentTypes.map((type) => [type, {}])),
          ...(answer.json ? { "application/json": { schema: jsonSchemaOf(answer.json, "output") } } : {}),
        },
      }
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
  const security = call.method === "GET" || csrfExempt.has(call.path) ? [] : [{ csrf: [] }];
  return {
    tags: [tag],
    summary: call.summary,
    ...(call.audience === "anyone" ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * The `paths` of the OpenAPI document, from the modules' call tables. `csrfExempt`: the
 * paths whose permission is a token signed into the address, which need no CSRF token.
 */
export function pathsOf(
  tables: readonly TaggedCalls[],
  csrfExempt: ReadonlySet<string> = new Set(),
): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, calls } of tables) {
    for (const call of calls) {
      const path = openApiPath(call.path);
      paths[path] = { ...paths[path], [call.method.toLowerCase()]: operationOf(tag, call, csrfExempt) };
    }
  }
  return paths;
}

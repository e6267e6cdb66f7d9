import { API_TABLES, jsonSchemaOf } from "@portal/http";
import { type ApiCall, isFileAnswer } from "@portal/domain";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * Checks every successful JSON answer the API tests receive against its call's answer
 * schema, as /openapi.json publishes it: a missing required field, one of another type, or
 * one the row does not declare (which the exact codecs drop, so only a handler answering by
 * itself could send it) fails the test that received it.
 */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

interface Checked {
  readonly call: ApiCall;
  readonly pattern: RegExp;
  readonly validate: ValidateFunction;
}

let checked: Checked[] | undefined;

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, "[^/]+")}$`);

function calls(): Checked[] {
  checked ??= API_TABLES.flatMap(({ calls }) =>
    calls.flatMap((call) => {
      // A file's call is checked only for the JSON it may answer instead (`pageOrJson`).
      const json = isFileAnswer(call.answer) ? call.answer.json : call.answer;
      return json
        ? [{ call, pattern: patternOf(call.path), validate: ajv.compile(jsonSchemaOf(json, "output")) }]
        : [];
    }),
  );
  return checked;
}

/** The problems of a 2xx JSON answer to `method path` against its call's schema; none when it has no call. */
export function answerProblems(method: string, path: string, status: number, json: unknown): string[] {
  if (status < 200 || status > 299 || json === undefined) return [];
  const bare = path.split("?")[0] ?? path;
  const found = calls().find(({ call, pattern }) => call.method === method && pattern.test(bare));
  if (!found || found.validate(json)) return [];
  return (found.validate.errors ?? []).map(
    (error) => `${method} ${found.call.path}: ${error.instancePath || "(answer)"} ${error.message}`,
  );
}

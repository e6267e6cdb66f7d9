import { Validator } from "@seriousme/openapi-schema-validator";
import { expect } from "chai";
import { API_TABLES } from "../src/apiTables";
import { openApiDocument } from "../src/openapi";
import { openApiPath } from "../src/openapiFromCalls";

type Operation = {
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};

const isBare = (schema: Record<string, unknown> | undefined) =>
  schema === undefined ||
  (schema["type"] === "object" && Object.keys(schema).length === 1) ||
  Object.keys(schema).length === 0;

describe("the OpenAPI document's content", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(openApiDocument) as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
    expect(validator.version).to.equal("3.1");
  });

  it("describes every call of the tables with a schema for its request and its answer, beyond a bare object", () => {
    const paths = openApiDocument.paths as Record<string, Record<string, Operation>>;
    const bare: string[] = [];
    let described = 0;
    for (const { calls } of API_TABLES) {
      for (const call of calls) {
        const operation = paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
        expect(operation, `${call.method} ${call.path}`).to.not.equal(undefined);
        const answer = operation!.responses["200"]?.content?.["application/json"];
        if (answer && isBare(answer.schema)) bare.push(`${call.method} ${call.path}: answer`);
        for (const [type, content] of Object.entries(operation!.requestBody?.content ?? {})) {
          if (isBare(content.schema)) bare.push(`${call.method} ${call.path}: request ${type}`);
        }
        described += 1;
      }
    }
    expect(described).to.be.greaterThan(0);
    expect(bare).to.deep.equal([]);
  });
});

import { API_TABLES } from "./apiTables";
import { pathsOf } from "./openapiFromCalls";
import { SIGNED_LINK_PATHS } from "./routes/notifications";

/**
 * The API's OpenAPI 3.1 description, served at /openapi.json: every call generated from the
 * rows of the modules' tables (`openapiFromCalls.ts`). A test checks that every route of the
 * app is described, and validates the document.
 */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Metrology portal API", version: "1.0.0" },
  components: {
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "portal_session" },
      csrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
    },
    schemas: {
      Refusal: {
        type: "object",
        description:
          "A refusal: `status` 0 or false (as the call's success reads 1 or true), the messages in the caller's language, and per-field messages for the forms that show them under their fields",
        properties: {
          status: { enum: [0, false] },
          message: { anyOf: [{ type: "string" }, { type: "object" }] },
          errors: { anyOf: [{ type: "array", items: { type: "string" } }, { type: "object" }] },
          request_id: { type: "string" },
        },
      },
    },
  },
  security: [{ session: [], csrf: [] }],
  paths: pathsOf(API_TABLES, SIGNED_LINK_PATHS),
};

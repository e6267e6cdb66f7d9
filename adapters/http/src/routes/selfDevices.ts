import multer from "@koa/multer";
import {
  IMPORT_LIMIT_BYTES,
  type Message,
  megabytes,
  REGISTER_FILE_TYPES,
  registerApi,
  render,
  type SelfDeviceListItem,
} from "@portal/domain";
import type { Middleware } from "koa";
import type { PortalContext, PortalState } from "../context";
import { rateLimit, userOrAddress } from "../middleware/rateLimit";
import { say } from "../messages";
import { refuse } from "../respond";
import { readRegisterSheet, registerCsv, registerXlsx } from "../registerSheets";
import { answered, type CallInput, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** A refused import answers 422 with `errors.file`, as the upload calls do. */
function refuseImport(ctx: PortalContext, text: string): void {
  ctx.status = 422;
  ctx.body = { status: false, message: text, errors: { file: [text] } };
}

/** Parses the multipart field `file` (and `mode`) into memory within the import's size limit; any refusal is 422. */
function parseImport(): Middleware<PortalState> {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMPORT_LIMIT_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 6 },
    defParamCharset: "utf8",
  } as multer.Options).single("file") as unknown as Middleware<PortalState>;
  return async (ctx, next) => {
    const coding = ctx.get("Content-Encoding").trim().toLowerCase();
    if (coding !== "" && coding !== "identity") {
      ctx.set("Connection", "close");
      ctx.status = 415;
      ctx.body = { status: false, message: render({ key: "uploadEncoded" }, ctx.state.lang) };
      return;
    }
    if (!ctx.is("multipart")) {
      return refuseImport(ctx, render({ key: "importFileRequired" }, ctx.state.lang));
    }
    try {
      await single(ctx, async () => {});
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      ctx.state.log.warn({ code }, "import refused by the parser");
      return refuseImport(ctx, render(parserRefusal(code), ctx.state.lang));
    }
    await next();
  };
}

/**
 * What the multipart parser's refusal tells the sender: a file too big, a second file or one
 * under another field than `file` (which only a hand-made request sends), else a form that
 * could not be read as one.
 */
function parserRefusal(code: unknown): Message {
  if (code === "LIMIT_FILE_SIZE")
    return { key: "importTooLarge", params: { max: megabytes(IMPORT_LIMIT_BYTES) } };
  if (code === "LIMIT_FILE_COUNT" || code === "LIMIT_UNEXPECTED_FILE") return { key: "importOneFile" };
  return { key: "importNotSpreadsheet" };
}

/** The answer of a success: the spec reads the register's status as a boolean. */
const ok = <T>(data: T) => ({ status: true as const, data });

/**
 * The own-devices register (registerApi). The page, counts and export also serve staff a
 * customer's register read-only (offline entry), by the customer's id in the path: the use
 * cases let only staff read another's register.
 */
export function selfDeviceRoutes({ register, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const saved = (ctx: PortalContext) => (device: SelfDeviceListItem) => ({
    ...ok(device),
    message: say("saved", ctx.state.lang),
  });

  route(router, registerApi.listSelfDevices, ({ actor }) => answered(register.listSelfDevices(actor), ok));

  const page = (
    { actor, query }: Pick<CallInput<typeof registerApi.registerPage>, "actor" | "query">,
    customerId?: number,
  ) =>
    answered(register.registerPage(actor, query, customerId), ({ items, next, today }) => ({
      ...ok(items),
      next,
      today,
    }));
  route(router, registerApi.registerPage, (input) => page(input));
  route(router, registerApi.customerRegisterPage, (input) => page(input, input.params.customer));

  route(router, registerApi.registerCounts, ({ actor }) => answered(register.registerCounts(actor), ok));
  route(router, registerApi.openInstruments, ({ actor }) => answered(register.openInstruments(actor), ok));
  route(router, registerApi.customerRegisterCounts, ({ actor, params }) =>
    answered(register.registerCounts(actor, params.customer), ok),
  );

  /** The (filtered) register as a file, streamed as its rows are read: no cap on its size. */
  const exported = async (
    { actor, query, ctx }: Pick<CallInput<typeof registerApi.exportRegister>, "actor" | "query" | "ctx">,
    customerId?: number,
  ): Promise<void> => {
    const { format = "xlsx", ...filter } = query;
    const outcome = await register.exportRegister(actor, filter, customerId);
    if (outcome._tag === "Left") return refuse(ctx, outcome.left, "boolean");
    const name = `register${customerId === undefined ? "" : `-${customerId}`}.${format}`;
    ctx.set("Content-Disposition", `attachment; filename="${name}"`);
    ctx.set("Cache-Control", "private, no-store");
    ctx.set("X-Content-Type-Options", "nosniff");
    const csv = format === "csv";
    ctx.type = csv ? `${REGISTER_FILE_TYPES.csv}; charset=utf-8` : REGISTER_FILE_TYPES.xlsx;
    ctx.body = csv ? registerCsv(outcome.right) : registerXlsx(outcome.right);
  };
  route(router, registerApi.exportRegister, (input) => exported(input));
  route(router, registerApi.exportCustomerRegister, (input) => exported(input, input.params.customer));

  const limited = rateLimit(rateLimiter, config.rateLimits.upload, (ctx) => `upload:${userOrAddress(ctx)}`);
  route(
    router,
    registerApi.importRegister,
    async ({ actor, body, ctx }) => {
      const file = ctx.request.file as typeof ctx.request.file | undefined;
      if (!file) return refuseImport(ctx, render({ key: "importFileRequired" }, actor.lang));
      const sheet = await readRegisterSheet(file.buffer);
      if (!sheet.ok) return refuseImport(ctx, render(sheet.message, actor.lang));
      return answered(register.importRegister(actor, sheet.rows, body.mode ?? "preview"), ok);
    },
    limited,
    parseImport(),
  );

  route(router, registerApi.reapply, ({ actor, body }) => answered(register.reapply(actor, body), ok));

  route(router, registerApi.saveSelfDevice, ({ actor, body, ctx }) =>
    answered(register.addSelfDevice(actor, body), saved(ctx)),
  );
  route(router, registerApi.updateSelfDevice, ({ actor, params, body, ctx }) =>
    answered(register.updateSelfDevice(actor, params.id, body), saved(ctx)),
  );
  route(router, registerApi.deleteSelfDevice, ({ actor, params, ctx }) =>
    answered(register.deleteSelfDevice(actor, params.id), () => ({
      status: true as const,
      message: say("deleted", ctx.state.lang),
    })),
  );

  return router;
}

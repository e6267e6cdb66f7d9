import multer from "@koa/multer";
import type { ImportMode, SelfDeviceView } from "@portal/application";
import { type Message, megabytes, render } from "@portal/domain";
import type { Middleware } from "koa";
import type { PortalContext, PortalState, RouteContext } from "../context";
import { rateLimit, userOrAddress } from "../middleware/rateLimit";
import { say } from "../messages";
import { answer, pathIds, refuse } from "../respond";
import { IMPORT_LIMIT_BYTES, readRegisterSheet, registerCsv, registerXlsx } from "../registerSheets";
import { newRouter, type RouteDeps } from "./deps";

const IMPORT_MODES: readonly ImportMode[] = ["preview", "all", "valid"];

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

/** The own-devices register; the spec reads its status as a boolean. */
export function selfDeviceRoutes({ register, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const saved = (ctx: PortalContext) => (device: SelfDeviceView) => ({
    status: true,
    data: device,
    message: say("saved", ctx.state.lang),
  });

  router.get("/self-devices/all", (ctx) =>
    answer(
      ctx,
      register.listSelfDevices(ctx.state.actor),
      (devices) => ({ status: true, data: devices }),
      "boolean",
    ),
  );

  // The register page (issue 15): filtered, keyset-paged, each entry with its due state. The
  // same three reads serve staff a customer's register read-only (offline entry), by the
  // customer's id in the path: the use cases let only staff read another's register.
  const page = (ctx: PortalContext, customerId?: number) =>
    answer(
      ctx,
      register.registerPage(ctx.state.actor, ctx.query, customerId),
      (page) => ({ status: true, data: page.items, next: page.next ?? null, today: page.today }),
      "boolean",
    );

  const counts = (ctx: PortalContext, customerId?: number) =>
    answer(
      ctx,
      register.registerCounts(ctx.state.actor, customerId),
      (counts) => ({ status: true, data: counts }),
      "boolean",
    );

  /** The (filtered) register as a file, streamed as its rows are read: no cap on its size. */
  const exported = async (ctx: PortalContext, customerId?: number) => {
    const { format, ...query } = ctx.query;
    if (format !== undefined && format !== "xlsx" && format !== "csv") {
      ctx.status = 422;
      ctx.body = { status: false, message: "format: xlsx or csv" };
      return;
    }
    const outcome = await register.exportRegister(ctx.state.actor, query, customerId);
    if (outcome._tag === "Left") return refuse(ctx, outcome.left, "boolean");
    const csv = format === "csv";
    const name = `register${customerId === undefined ? "" : `-${customerId}`}.${csv ? "csv" : "xlsx"}`;
    ctx.set("Content-Disposition", `attachment; filename="${name}"`);
    ctx.set("Cache-Control", "private, no-store");
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.type = csv
      ? "text/csv; charset=utf-8"
      : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    ctx.body = csv ? registerCsv(outcome.right) : registerXlsx(outcome.right);
  };

  /** The customer's id of a staff route; a malformed one answers 404. */
  const customerOf = (ctx: RouteContext) => pathIds(ctx, "customer")?.[0];

  router.get("/self-devices/page", (ctx) => page(ctx));
  router.get("/self-devices/counts", (ctx) => counts(ctx));
  router.get("/self-devices/export", (ctx) => exported(ctx));

  router.get("/api/staff/customers/:customer/register/page", (ctx) => {
    const customer = customerOf(ctx);
    return customer === undefined ? undefined : page(ctx, customer);
  });
  router.get("/api/staff/customers/:customer/register/counts", (ctx) => {
    const customer = customerOf(ctx);
    return customer === undefined ? undefined : counts(ctx, customer);
  });
  router.get("/api/staff/customers/:customer/register/export", (ctx) => {
    const customer = customerOf(ctx);
    return customer === undefined ? undefined : exported(ctx, customer);
  });

  const limited = rateLimit(rateLimiter, config.rateLimits.upload, (ctx) => `upload:${userOrAddress(ctx)}`);
  router.post("/self-devices/import", limited, parseImport(), async (ctx) => {
    const { actor } = ctx.state;
    const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
    const mode = IMPORT_MODES.find((m) => m === (fields["mode"] ?? "preview"));
    if (!mode) return refuseImport(ctx, "mode: preview, all or valid");
    const file = ctx.request.file as typeof ctx.request.file | undefined;
    if (!file) return refuseImport(ctx, render({ key: "importFileRequired" }, actor.lang));
    const sheet = await readRegisterSheet(file.buffer);
    if (!sheet.ok) return refuseImport(ctx, render(sheet.message, actor.lang));
    return answer(
      ctx,
      register.importRegister(actor, sheet.rows, mode),
      (report) => ({ status: true, data: report }),
      "boolean",
    );
  });

  router.post("/self-devices/reapply", (ctx) =>
    answer(
      ctx,
      register.reapply(ctx.state.actor, ctx.request.body),
      (lines) => ({ status: true, data: lines }),
      "boolean",
    ),
  );

  router.post("/self-devices/save", (ctx) =>
    answer(ctx, register.addSelfDevice(ctx.state.actor, ctx.request.body), saved(ctx), "boolean"),
  );

  router.post("/self-devices/:id/update", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      register.updateSelfDevice(ctx.state.actor, id, ctx.request.body),
      saved(ctx),
      "boolean",
    );
  });

  router.post("/self-devices/:id/delete", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      register.deleteSelfDevice(ctx.state.actor, id),
      () => ({ status: true, message: say("deleted", ctx.state.lang) }),
      "boolean",
    );
  });

  return router;
}

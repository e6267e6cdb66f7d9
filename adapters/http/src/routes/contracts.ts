import type { ContractRecord } from "@portal/application";
import { answer, pathIds, refuse } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/**
 * The download's file name: "shartnoma-SH-17.pdf" or "hisob-faktura-…", the number kept
 * as written in the UTF-8 name and reduced to safe ASCII in the plain one.
 */
export function contractFileName(contract: ContractRecord): { ascii: string; utf8: string } {
  const prefix = contract.kind === "contract" ? "shartnoma" : "hisob-faktura";
  const ascii = contract.contract_number.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._-]+/, "");
  return {
    ascii: `${prefix}-${ascii || contract.id}.pdf`,
    utf8: `${prefix}-${contract.contract_number}.pdf`,
  };
}

/** RFC 5987's value: percent-encoded UTF-8, with the characters encodeURIComponent leaves. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Contracts and invoices: the lists, and each one's document. */
export function contractRoutes({ contracts }: RouteDeps) {
  const router = newRouter();

  router.get("/api/contracts", (ctx) =>
    answer(ctx, contracts.listContracts(ctx.state.actor, ctx.query), (page) => ({
      data: page.items,
      next: page.next,
    })),
  );

  router.get("/api/appeals/:id/contracts", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, contracts.listAppealContracts(ctx.state.actor, id), (contracts) => ({
      data: contracts,
    }));
  });

  router.get("/api/contracts/:id/pdf", async (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    const outcome = await contracts.contractDocument(ctx.state.actor, id, ctx.state.lang);
    if (outcome._tag === "Left") return refuse(ctx, outcome.left);
    const { ascii, utf8 } = contractFileName(outcome.right.contract);
    ctx.type = outcome.right.contentType;
    ctx.set("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(utf8)}`);
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("Cache-Control", "private, no-store");
    ctx.body = outcome.right.bytes;
  });

  return router;
}

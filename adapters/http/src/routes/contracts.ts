import type { ContractRecord } from "@portal/application";
import { contractsApi, toWellFormedText } from "@portal/domain";
import { DAY_SECONDS } from "../config";
import { say } from "../messages";
import { idempotent, PENDING_SECONDS } from "../middleware/idempotency";
import { refuse } from "../respond";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** At most this many characters of the number go into the file name (a file system's name is short). */
const NAME_NUMBER_LENGTH = 100;

/**
 * The download's file name: "shartnoma-SH-17.pdf" or "hisob-faktura-…", the number kept
 * as written in the UTF-8 name and reduced to safe ASCII in the plain one. Built from
 * whatever is stored, the codec's checks notwithstanding (a record written before them, or
 * past them): a lone surrogate becomes U+FFFD, since `encodeURIComponent` throws on it; a
 * number that is not text is left out; a long one is cut at a whole character.
 */
export function contractFileName(contract: ContractRecord): { ascii: string; utf8: string } {
  const prefix = contract.kind === "contract" ? "shartnoma" : "hisob-faktura";
  const stored: unknown = contract.contract_number;
  const number = typeof stored === "string" ? toWellFormedText(stored) : "";
  const kept = Array.from(number).slice(0, NAME_NUMBER_LENGTH).join("");
  const ascii = kept.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._-]+/, "");
  return {
    ascii: `${prefix}-${ascii || contract.id}.pdf`,
    utf8: `${prefix}-${kept || contract.id}.pdf`,
  };
}

/** RFC 5987's value: percent-encoded UTF-8, with the characters encodeURIComponent leaves. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Contracts and invoices: staff preview and make them from an appeal (a repeat with the same
 * Idempotency-Key is answered as the first was), the lists, and each one's document.
 */
export function contractRoutes({ contracts, idempotency, config }: RouteDeps) {
  const router = newRouter();
  const once = idempotent(
    idempotency,
    config.idempotencyTtlSeconds ?? DAY_SECONDS,
    config.idempotencyPendingSeconds ?? PENDING_SECONDS,
  );

  route(
    router,
    contractsApi.createContract,
    ({ actor, body, ctx }) =>
      answered(contracts.createContract(actor, body), (contract) => ({
        status: true as const,
        message: say("contractCreated", ctx.state.lang),
        data: contract,
      })),
    once,
  );

  route(
    router,
    contractsApi.createInvoice,
    ({ actor, body, ctx }) =>
      answered(contracts.createInvoice(actor, body), (invoice) => ({
        status: true as const,
        message: say("invoiceCreated", ctx.state.lang),
        data: invoice,
      })),
    once,
  );

  route(router, contractsApi.contractPreview, ({ actor, params }) =>
    answered(contracts.contractPreview(actor, params.id), (preview) => ({ data: preview })),
  );

  route(router, contractsApi.listContracts, ({ actor, query }) =>
    answered(contracts.listContracts(actor, query), (page) => ({ data: page.items, next: page.next })),
  );

  route(router, contractsApi.listAppealContracts, ({ actor, params }) =>
    answered(contracts.listAppealContracts(actor, params.id), (list) => ({ data: list })),
  );

  route(router, contractsApi.contractDocument, async ({ actor, params, ctx }) => {
    const outcome = await contracts.contractDocument(actor, params.id, ctx.state.lang);
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

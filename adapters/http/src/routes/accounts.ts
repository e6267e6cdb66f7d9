import { accountsApi, decode, message, normaliseLogin, render } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { PortalContext } from "../context";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** The login (or address) a forgotten-password request names, read with the call's own codec. */
const askedLogin = (ctx: PortalContext): string => {
  const decoded = decode(accountsApi.forgotPassword.body, ctx.request.body ?? {});
  return E.isRight(decoded) ? normaliseLogin(decoded.right.login) : "";
};

/**
 * The administrator's accounts, the staff accounts that may sign certificates, and the
 * passwords of staff, reviewers and administrators.
 * The password calls are limited like a sign-in, before anything is looked up: per address
 * whatever is asked, and a reset per login whatever the address (no mailbox is flooded).
 */
export function accountRoutes({ accounts, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const words = (key: Parameters<typeof message>[0], ctx: PortalContext, params?: Record<string, string>) =>
    render(message(key, params), ctx.state.lang);
  const perAddress = (name: string) =>
    rateLimit(rateLimiter, config.rateLimits.loginAddress, (ctx) => `${name}-address:${callerAddress(ctx)}`);

  route(router, accountsApi.list, ({ actor }) =>
    answered(accounts.listAccounts(actor), (data) => ({ data })),
  );

  route(router, accountsApi.create, ({ actor, body, ctx }) =>
    answered(accounts.createAccount(actor, body), ({ account, email }) => ({
      status: true as const,
      message: words("accountCreated", ctx, { email }),
      data: account,
    })),
  );

  route(router, accountsApi.disable, ({ actor, params, ctx }) =>
    answered(accounts.disableAccount(actor, params.id), (data) => ({
      status: true as const,
      message: words("accountSaved", ctx),
      data,
    })),
  );

  route(router, accountsApi.enable, ({ actor, params, ctx }) =>
    answered(accounts.enableAccount(actor, params.id), (data) => ({
      status: true as const,
      message: words("accountSaved", ctx),
      data,
    })),
  );

  route(router, accountsApi.changeBranches, ({ actor, params, body, ctx }) =>
    answered(accounts.changeBranches(actor, params.id, body.branches), (data) => ({
      status: true as const,
      message: words("accountSaved", ctx),
      data,
    })),
  );

  route(router, accountsApi.changeSigner, ({ actor, params, body, ctx }) =>
    answered(accounts.changeSigner(actor, params.id, body.position), (data) => ({
      status: true as const,
      message: words("accountSaved", ctx),
      data,
    })),
  );

  route(router, accountsApi.signers, ({ actor }) =>
    answered(accounts.listSigners(actor), (data) => ({ data })),
  );

  route(router, accountsApi.sendLink, ({ actor, params, ctx }) =>
    answered(accounts.resendPasswordLink(actor, params.id), ({ email }) => ({
      status: true as const,
      message: words("passwordLinkSent", ctx, { email }),
    })),
  );

  route(router, accountsApi.audit, ({ actor, query }) => accounts.auditPage(actor, query.before));

  // Answered at once and alike whatever is found; the lookup and the mail follow on their own.
  route(
    router,
    accountsApi.forgotPassword,
    async ({ body, ctx }) => {
      const log = ctx.state.log;
      accounts.forgotPassword(body).catch((error) => log.error({ err: error }, "password reset not sent"));
      return E.right({ status: true as const, message: words("passwordResetRequested", ctx) });
    },
    perAddress("password-forgot"),
    rateLimit(rateLimiter, config.rateLimits.login, (ctx) => `password-forgot-login:${askedLogin(ctx)}`),
  );

  route(
    router,
    accountsApi.setPassword,
    ({ body, ctx }) =>
      answered(accounts.setPassword(body), () => ({
        status: true as const,
        message: words("passwordSet", ctx),
      })),
    perAddress("password-set"),
  );

  route(
    router,
    accountsApi.changePassword,
    ({ actor, body, ctx }) =>
      answered(accounts.changePassword(actor, ctx.state.sessionId, body), () => ({
        status: true as const,
        message: words("passwordChanged", ctx),
      })),
    rateLimit(
      rateLimiter,
      config.rateLimits.login,
      (ctx) => `password-change:${ctx.state.actor.user?.id ?? ""}`,
    ),
  );

  return router;
}

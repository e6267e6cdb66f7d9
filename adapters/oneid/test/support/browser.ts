/** The browser's part of the flow lives in the testkit, shared with the server's and e2e's tests. */
export { signInOnStandIn as signInOnPage, standInFormFor as formFor } from "@portal/testkit/oneIdBrowser";

/** A server-to-server call made by hand, as a client of OneID's other than ours would. */
export async function postGrant(baseUrl: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}/sso/oauth/Authorization.do`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

import { expect } from "chai";
import { aUser, anUpload, fileForm } from "./builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("rate limits", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal({
      config: {
        rateLimits: {
          login: { limit: 3, windowSeconds: 60 },
          feedback: { limit: 2, windowSeconds: 60 },
          upload: { limit: 2, windowSeconds: 60 },
        },
      },
    });
  });
  afterEach(() => portal.close());

  const times = async (count: number, send: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send()).status);
    return statuses;
  };

  it("answers 429 with Retry-After once a login has been tried too often from one address", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    const attempt = (login: string) => browser.post("/auth/login", { login, password: "x" });

    const statuses = await times(3, () => attempt("customer"));
    const refused = await attempt("Customer ");
    const otherLogin = await attempt("someone-else");

    expect(statuses).to.deep.equal([401, 401, 401]);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 60);
    expect(((await refused.json()) as { message: string }).message).to.match(/^So'rovlar juda ko'p/);
    expect(otherLogin.status).to.equal(401);
    expect(portal.useCases.signIn.callCount).to.equal(4);
  });

  it("limits the feedback form per address, in the caller's language", async () => {
    portal.useCases.sendFeedback.resolves(right({ id: 1 }));
    const browser = portal.browser();

    const statuses = await times(2, () => browser.post("/apply", { type: "private" }));
    const refused = await browser.post("/apply?lang=ru", { type: "private" });

    expect(statuses).to.deep.equal([200, 200]);
    expect(refused.status).to.equal(429);
    expect(((await refused.json()) as { message: string }).message).to.match(/^Слишком много запросов/);
    expect(portal.useCases.sendFeedback.callCount).to.equal(2);
  });

  it("limits uploads per user", async () => {
    portal.useCases.uploadFile.resolves(right(anUpload()));
    const upload = (browser: Browser) =>
      browser.request("POST", "/front/kompleks-appeal/file-upload", { form: fileForm() });
    const first = await portal.signedIn(aUser({ id: 1 }));
    const second = await portal.signedIn(aUser({ id: 2 }));

    const statuses = await times(3, () => upload(first));
    const otherUser = await upload(second);

    expect(statuses).to.deep.equal([200, 200, 429]);
    expect(otherUser.status).to.equal(200);
  });
});

import { ELYOR_BOBOMUROTOV, GULNORA_HAMIDOVA, type OneIdStandIn, startOneIdStandIn } from "@portal/oneid";
import { signInOnStandIn } from "@portal/testkit/oneIdBrowser";
import { expect } from "chai";
import { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import { startTestPortal, type TestPortal } from "./support/server";
import { type ProductionServices, startProductionServices } from "./support/services";

const CLIENT = { clientId: "metrology-portal", clientSecret: "stand-in-secret" };

/** A browser's whole OneID sign-in: start, OneID's page, back to the portal with the code. */
async function signUp(portal: TestPortal, pin: string, client = portal.client()) {
  const started = await client.post("/auth/oneid/start");
  expect(started.status, started.text).to.equal(200);
  const back = await signInOnStandIn(started.json.url, pin);
  expect(back.pathname).to.equal("/oneid/callback");
  const code = back.searchParams.get("code") ?? "";
  const state = back.searchParams.get("state") ?? "";
  return { client, code, state, finish: () => client.post("/auth/oneid/finish", { code, state }) };
}

function describeOneIdSignIn(profile: string, environment: () => NodeJS.ProcessEnv) {
  describe(`signing in through OneID (${profile})`, function () {
    this.timeout(60_000);
    let standIn: OneIdStandIn;
    let portal: TestPortal;

    before(async () => {
      standIn = await startOneIdStandIn(CLIENT);
      portal = await startTestPortal({
        ...environment(),
        ONEID_URL: standIn.url,
        ONEID_CLIENT_ID: CLIENT.clientId,
        ONEID_CLIENT_SECRET: CLIENT.clientSecret,
      });
    });
    after(async () => {
      await portal?.stop();
      await standIn?.close();
    });

    it("signs a new private person up, who then sends an application, and finds them again next time", async () => {
      const flow = await signUp(portal, ELYOR_BOBOMUROTOV.pin);
      const finished = await flow.finish();
      expect(finished.status, finished.text).to.equal(200);
      expect(finished.json.data).to.deep.include({ role: "person", corporate: 0 });
      expect(finished.json.data.info.pin).to.equal(ELYOR_BOBOMUROTOV.pin);
      expect(finished.json.accounts).to.have.length(1);

      const me = await flow.client.get("/auth/me");
      expect(me.json.data.id).to.equal(finished.json.data.id);
      const saved = await flow.client.post("/front/save-appeal", verificationAppeal());
      expect(saved.status, saved.text).to.equal(200);

      // OneID's names stay OneID's; the e-mail is the person's to change, and a later sign-in keeps it.
      const edited = await flow.client.post("/post-userinfo", {
        first_name: "Boshqa",
        last_name: "Ism",
        users: { phone: "+998 90 111 22 33", email: "elyor.own@example.uz" },
      });
      expect(edited.status, edited.text).to.equal(200);
      expect(edited.json.data.first_name).to.equal("Elyor");
      expect(edited.json.data.users.email).to.equal("elyor.own@example.uz");

      const again = await (
        await signUp(portal, ELYOR_BOBOMUROTOV.pin, new PortalClient(portal.url))
      ).finish();
      expect(again.json.data.id).to.equal(finished.json.data.id);
      expect(again.json.data.info).to.deep.include({ first_name: "Elyor", email: "elyor.own@example.uz" });
    });

    it("lets a person who represents two companies act for each, making each company's account once", async () => {
      const flow = await signUp(portal, GULNORA_HAMIDOVA.pin);
      const finished = await flow.finish();
      expect(finished.status, finished.text).to.equal(200);
      expect(finished.json.accounts.map((a: { tin: string | null }) => a.tin)).to.deep.equal([
        null,
        "207418529", // her basic company first
        "308524163",
      ]);
      const person = finished.json.data.id;

      const mezon = await flow.client.post("/auth/acting-as", { tin: "207418529" });
      expect(mezon.status, mezon.text).to.equal(200);
      expect(mezon.json.data).to.deep.include({ role: "company", corporate: 1 });
      expect(mezon.json.data.info.company_tin).to.equal("207418529");
      expect((await flow.client.get("/auth/me")).json.data.id).to.equal(mezon.json.data.id);

      const aniq = await flow.client.post("/auth/acting-as", { tin: "308524163" });
      expect(aniq.json.data.id).to.not.equal(mezon.json.data.id);
      const listed = await flow.client.get("/auth/accounts");
      expect(
        listed.json.data.filter((a: { current: boolean }) => a.current).map((a: { tin: string }) => a.tin),
      ).to.deep.equal(["308524163"]);

      const mezonAgain = await flow.client.post("/auth/acting-as", { tin: "207418529" });
      expect(mezonAgain.json.data.id).to.equal(mezon.json.data.id);
      const herself = await flow.client.post("/auth/acting-as", { tin: null });
      expect(herself.json.data.id).to.equal(person);

      // A company OneID did not name for her, and a sign-in by password, cannot switch.
      const other = await flow.client.post("/auth/acting-as", { tin: "300000001" });
      expect(other.status).to.equal(409);
      const byPassword = await portal.signedIn("demo.person");
      expect((await byPassword.post("/auth/acting-as", { tin: null })).status).to.equal(403);
      expect((await byPassword.get("/auth/accounts")).json.data).to.deep.equal([]);
    });

    it("refuses a replayed code and state, a state from another browser, and a made-up one, creating nothing", async () => {
      const flow = await signUp(portal, ELYOR_BOBOMUROTOV.pin);
      expect((await flow.finish()).status).to.equal(200);

      const replayed = await flow.client.post("/auth/oneid/finish", { code: flow.code, state: flow.state });
      expect(replayed.status).to.equal(422);
      expect(replayed.json.message).to.match(/muddati oʻtgan yoki boshqa brauzerda boshlangan/);

      const elsewhere = await signUp(portal, ELYOR_BOBOMUROTOV.pin);
      const stranger = new PortalClient(portal.url);
      const stolen = await stranger.post("/auth/oneid/finish", {
        code: elsewhere.code,
        state: elsewhere.state,
      });
      expect(stolen.status).to.equal(422);
      expect((await stranger.get("/auth/me")).json.data).to.equal(null);
      // The state is spent: the right browser cannot finish it either.
      expect((await elsewhere.finish()).status).to.equal(422);

      const madeUp = await stranger.post(
        "/auth/oneid/finish?lang=ru",
        { code: "x", state: "never-issued" },
        { "accept-language": "ru" },
      );
      expect(madeUp.status).to.equal(422);
    });

    it("answers OneID's outage with 503 and its words, and its refusal with 422, signing nobody in", async () => {
      const down = await signUp(portal, ELYOR_BOBOMUROTOV.pin);
      standIn.failNext("down");
      const outage = await down.finish();
      expect(outage.status).to.equal(503);
      expect(outage.json.message).to.equal(
        "OneID hozir javob bermayapti. Birozdan keyin qayta urinib koʻring",
      );

      const refused = await signUp(portal, ELYOR_BOBOMUROTOV.pin);
      standIn.failNext("refuse");
      const no = await refused.finish();
      expect(no.status).to.equal(422);
      expect(no.json.message).to.equal("OneID kirishni tasdiqlamadi. Qaytadan kiring");
      expect((await refused.client.get("/auth/me")).json.data).to.equal(null);
    });
  });
}

describeOneIdSignIn("embedded", () => ({}));

describe("on the production profile", function () {
  this.timeout(120_000);
  let services: ProductionServices;
  before(async function () {
    services = await startProductionServices(this);
  });
  after(() => services?.dispose());
  describeOneIdSignIn("production", () => services.env);
});

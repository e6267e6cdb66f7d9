import { listRoutes, type RouteInfo } from "@portal/http";
import { expect } from "chai";
import type { TestPortal } from "../support/server";
import { ACCESS, type Call, type Owned, type Rule, ruleFor, TABLED, testRolesOf } from "./accessTable";
import type { Answer, Caller } from "./support/caller";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";
import { type Kit, kitsFor, ROLES, type Role } from "./support/roles";

/** The path with each `:name` filled from the role's records. */
async function defaultCall(kit: Kit, route: RouteInfo, rule: Rule): Promise<Call> {
  let path = route.path;
  for (const [whole, name] of route.path.matchAll(/:(\w+)/g)) {
    const kind: Owned = rule.owns && rule.owns.param === name ? rule.owns.kind : "appeal";
    path = path.replace(whole!, String(await recordOf(kit, kind, route.path)));
  }
  return { path, ...(route.method === "GET" ? {} : { body: {} }) };
}

function recordOf(kit: Kit, kind: Owned, path: string): Promise<number | string> {
  switch (kind) {
    case "appeal":
      return kit.appeal();
    case "contract":
      return kit.contract();
    case "selfDevice":
      return kit.selfDevice();
    case "account":
      return kit.account();
    case "file":
      return kit.file(path.includes("kompleks") ? "kompleks-device" : "recognition-device");
    case "result":
      return kit.recorded().then((r) => r.appeal);
  }
}

/** What is wrong with the answer a role got, or undefined when it is what the table says. */
function mismatch(rule: Rule, role: Role, answer: Answer): string | undefined {
  const { status } = answer;
  if (status >= 500) return `${status}, a server error`;
  if (rule.allow.includes(role)) {
    if (status === 401 || status === 403) return `${status}, refused though the table allows ${role}`;
    if (status < 200 || status > 299) return `${status} instead of a success: ${answer.text.slice(0, 200)}`;
    return undefined;
  }
  const expected = role === "anonymous" ? 401 : 403;
  if (status !== expected) return `${status} instead of ${expected}: ${answer.text.slice(0, 200)}`;
  if (typeof answer.json?.message !== "string" || answer.json.message === "")
    return `${status} without a message`;
  return undefined;
}

describe("the roles of a call are declared once", () => {
  it("in its module's table: the access table only says how the tests make the call", () => {
    const twice = [...TABLED.keys()].filter((key) => {
      const how = ACCESS[key];
      return how !== undefined && "allow" in how;
    });
    expect(TABLED.size).to.be.greaterThan(0);
    expect(twice, "calls whose roles are also written in accessTable.ts").to.deep.equal([]);
  });

  it("reads a table row's audience as the test roles it admits", () => {
    expect(testRolesOf("anyone")).to.deep.equal(ROLES);
    expect(testRolesOf(["company"])).to.deep.equal(["company", "other"]);
    expect(testRolesOf(["staff", "reviewer"])).to.deep.equal(["staff", "reviewer"]);
  });
});

describe("access control, as a matrix of every route and every role (production profile)", function () {
  this.timeout(180_000);
  let rig: Rig;
  let portal: TestPortal;
  let routes: RouteInfo[];
  let kits: Record<Role, Kit>;

  before(async function () {
    rig = await startRig(this);
    portal = await rig.portal(NO_RATE_LIMITS);
    routes = listRoutes(portal.server.app);
    kits = await kitsFor(portal.url, rig.secrets);
  });
  after(() => rig?.dispose());

  it("has a rule in the one access table for every route of the routers", () => {
    const unruled = routes.filter((r) => !ruleFor(r.method, r.path)).map((r) => `${r.method} ${r.path}`);
    expect(unruled, "routes without a line in server/test/security/accessTable.ts").to.deep.equal([]);
    expect(routes.length).to.be.greaterThan(40);
  });

  it("has a route for every rule of the table: no stale line", () => {
    const used = new Set(routes.map((r) => ruleFor(r.method, r.path)?.key));
    const stale = Object.keys(ACCESS).filter((key) => !used.has(key));
    expect(stale, "table lines whose route does not exist").to.deep.equal([]);
  });

  for (const role of ROLES) {
    it(`answers ${role} on every route exactly as the table says: allowed calls succeed, others are refused`, async () => {
      const problems: string[] = [];
      const kit = kits[role];
      for (const route of routes) {
        const found = ruleFor(route.method, route.path);
        if (!found) continue; // reported by the first test
        const { rule } = found;
        const call = rule.call ? await rule.call(kit) : await defaultCall(kit, route, rule);
        const caller: Caller = call.caller ?? (rule.freshSession ? await kit.fresh() : kit.caller);
        const answer = await caller.request(route.method, call.path, call);
        const wrong = mismatch(rule, role, answer);
        if (wrong) problems.push(`${route.method} ${route.path} as ${role}: ${wrong}`);
      }
      expect(problems).to.deep.equal([]);
    });
  }

  describe("another customer's records", () => {
    const NOBODY = { appeal: 999_999_999, selfDevice: 999_999_999, account: 999_999_999 } as const;
    const NO_FILE = "00000000-0000-4000-8000-000000000000.pdf";

    /** The answer without what differs between any two requests. */
    const shape = (answer: Answer) => {
      const { request_id: _id, ...body } = (answer.json ?? {}) as Record<string, unknown>;
      return { status: answer.status, body };
    };

    /** The intruder's answer for the owner's record equals the answer for a record that does not exist. */
    async function revealsNothing(
      intruder: Caller,
      method: string,
      path: (id: string | number) => string,
      owned: string | number,
      missing: string | number,
      body?: unknown,
    ) {
      const send = body === undefined ? {} : { body };
      const theirs = await intruder.request(method, path(owned), send);
      const nobodys = await intruder.request(method, path(missing), send);
      expect(theirs.status, `${method} ${path(owned)}`).to.be.oneOf([403, 404]);
      expect(shape(theirs), `${method} ${path(owned)}`).to.deep.equal(shape(nobodys));
      return theirs;
    }

    for (const [owner, intruder] of [
      ["company", "other"],
      ["company", "person"],
      ["person", "other"],
      ["other", "company"],
    ] as const) {
      it(`keeps ${owner}'s appeal, devices and files from ${intruder}: 404, the same answer as for a missing id`, async () => {
        const mine = kits[owner];
        const theirs = kits[intruder].caller;
        const appeal = await mine.appeal();
        await revealsNothing(theirs, "GET", (id) => `/api/appeals/${id}`, appeal, NOBODY.appeal);
        expect(
          (await theirs.get("/api/my/appeals?limit=50")).json.data.map((a: { id: number }) => a.id),
        ).to.not.include(appeal);

        const device = await mine.selfDevice();
        await revealsNothing(
          theirs,
          "POST",
          (id) => `/self-devices/${id}/update`,
          device,
          NOBODY.selfDevice,
          {
            device_id: 49,
            country_id: 2,
            area_of_use_id: 14,
            inspection_date: "2026-01-15",
            next_inspection_date: "2027-01-15",
          },
        );
        await revealsNothing(
          theirs,
          "POST",
          (id) => `/self-devices/${id}/delete`,
          device,
          NOBODY.selfDevice,
          {},
        );
        const listed = (await theirs.get("/self-devices/all")).json.data.map((d: { id: number }) => d.id);
        expect(listed).to.not.include(device);

        for (const folder of ["recognition-device", "kompleks-device"] as const) {
          const file = await mine.file(folder);
          await revealsNothing(theirs, "GET", (name) => `/uploads/${folder}/${name}`, file, NO_FILE);
          expect((await mine.caller.get(`/uploads/${folder}/${file}`)).status).to.equal(200);
        }

        // Nothing was changed by the attempts.
        expect((await mine.caller.get(`/api/appeals/${appeal}`)).status).to.equal(200);
        const own = (await mine.caller.get("/self-devices/all")).json.data.find(
          (d: { id: number }) => d.id === device,
        );
        expect(own).to.include({ country_id: 1 });
      });
    }

    for (const [owner, intruder] of [
      ["company", "other"],
      ["other", "company"],
    ] as const) {
      it(`keeps ${owner}'s bank accounts and requisites from ${intruder}, however the id is sent`, async () => {
        const mine = kits[owner];
        const theirs = kits[intruder].caller;
        const account = await mine.account();
        const before = (await mine.caller.get(`/edit-accounts/${account}`)).json.data;

        await revealsNothing(theirs, "GET", (id) => `/edit-accounts/${id}`, account, NOBODY.account);
        await revealsNothing(theirs, "DELETE", (id) => `/delete-accounts/${id}`, account, NOBODY.account);
        const update = (id: string | number) => ({
          account_id: id,
          bank_name: "Boshqa",
          mfo: "00450",
          account_number: "20208000900009999999",
        });
        for (const [path, body] of [
          ["/update-accounts", update],
          ["/active-check-accounts", (id: string | number) => ({ id })],
        ] as const) {
          const theirsAnswer = await theirs.post(path, body(account));
          const nobodysAnswer = await theirs.post(path, body(NOBODY.account));
          expect(theirsAnswer.status, path).to.equal(404);
          expect(shape(theirsAnswer)).to.deep.equal(shape(nobodysAnswer));
        }
        expect((await mine.caller.get(`/edit-accounts/${account}`)).json.data).to.deep.equal(before);

        const requisite = await mine.requisiteId();
        const beforeRequisites = (await mine.caller.get("/api/requisites")).json.data;
        const edit = await theirs.post("/front/save-account-number", {
          data: {
            id: requisite,
            company_name: "Boshqa",
            account_number: "20208000900009999999",
            bank_name: "X",
            director_name: "Y",
            mfo: "00450",
            oked: "35220",
          },
        });
        expect(edit.status).to.equal(404);
        expect((await mine.caller.get("/api/requisites")).json.data).to.deep.equal(beforeRequisites);
        const listed = (await theirs.get("/api/requisites")).json.data.map((r: { id: number }) => r.id);
        expect(listed).to.not.include(requisite);
        expect(JSON.stringify((await theirs.get("/get-userinfo")).json)).to.not.include(
          before.account_number,
        );
      });
    }

    it("keeps company's contracts and their documents from another customer and from reviewers", async () => {
      const contract = await kits.company.contract();
      const theirs = kits.other.caller;
      await revealsNothing(theirs, "GET", (id) => `/api/contracts/${id}/pdf`, contract, 999_999_999);
      const listed = (await theirs.get("/api/contracts?limit=50")).json.data.map((c: { id: number }) => c.id);
      expect(listed).to.not.include(contract);
      expect(
        (await kits.company.caller.get("/api/contracts?limit=50")).json.data.map((c: { id: number }) => c.id),
      ).to.include(contract);
      expect((await kits.staff.caller.get(`/api/contracts/${contract}/pdf`)).status).to.equal(200);
      expect((await kits.reviewer.caller.get(`/api/contracts/${contract}/pdf`)).status).to.equal(403);
    });

    it("treats another customer's requisite, yearly contract and file on a save as not chosen", async () => {
      const company = kits.company;
      const other = kits.other.caller;
      const ownRequisite = await kits.other.requisiteId();
      const theirRequisite = await company.requisiteId();
      const withTheirRequisite = await other.post("/front/save-appeal", {
        appeal: { branch_id: 1, account_number_id: theirRequisite },
        devices: [{ type_id: 4, device_id: 49, amount: 1 }],
        offer_accepted: true,
      });
      expect(withTheirRequisite.status).to.equal(422);
      expect(withTheirRequisite.json.errors).to.include("Rekvizitlaringizni tanlang");

      const theirContract = (await company.caller.get("/api/yearly-contracts")).json.data[0].id;
      const withTheirContract = await other.post("/front/save-appeal", {
        appeal: { branch_id: 1, account_number_id: ownRequisite, is_yearly: 1, contract_id: theirContract },
        devices: [{ type_id: 4, device_id: 49, amount: 1 }],
        offer_accepted: true,
      });
      expect(withTheirContract.status).to.equal(422);
      expect(withTheirContract.json.errors).to.include("Yillik shartnomani tanlang");
      expect((await other.get("/api/yearly-contracts")).json.data).to.deep.equal([]);

      const theirFile = await company.file("recognition-device");
      const withTheirFile = await other.post("/save-recognition-appeal", {
        type_id: 8,
        appeal: { account_number_id: ownRequisite },
        devices: [{ device_name: "Manometr", about_device: "Zavod", amount: 1, recognition_file: theirFile }],
        offer_accepted: true,
      });
      expect(withTheirFile.status).to.equal(422);
      expect(withTheirFile.json.errors).to.include("Qurilma №1:PDF faylni yuklang");
    });

    it("lets staff and reviewers read any customer's appeal and file, as they enter and review them", async () => {
      const appeal = await kits.company.appeal();
      const file = await kits.company.file("recognition-device");
      for (const role of ["staff", "reviewer"] as const) {
        expect((await kits[role].caller.get(`/api/appeals/${appeal}`)).status).to.equal(200);
        expect((await kits[role].caller.get(`/uploads/recognition-device/${file}`)).status).to.equal(200);
      }
    });

    it("answers every route that names a customer's record with 404 (or 403) to another customer, as for a missing one", async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const found = ruleFor(route.method, route.path);
        const owns = found?.rule.owns;
        if (!found || !owns) continue;
        const mine = kits.company;
        const owned = await recordOf(mine, owns.kind, route.path);
        const missing = owns.kind === "file" ? NO_FILE : 999_999_999;
        // The record's own parameter, and 1 for the others (a result's row and instrument).
        const fill = (value: string | number) =>
          route.path.replace(`:${owns.param}`, String(value)).replace(/:\w+/g, "1");
        // A body the route decodes (the intruder's own valid call's), so that the refusal is the
        // record's, not the body's: a malformed body is refused before any record is looked at.
        const made =
          route.method === "GET" || !found.rule.call ? undefined : await found.rule.call(kits.other);
        const body =
          route.method === "GET" ? {} : made?.form ? { form: made.form } : { body: made?.body ?? {} };
        // The owner reads it, so the others' 404 is not that of a path that names nothing.
        if (route.method === "GET") {
          const own = await mine.caller.request(route.method, fill(owned), body);
          if (own.status !== 200) problems.push(`${route.method} ${route.path}: the owner got ${own.status}`);
        }
        const theirs = await kits.other.caller.request(route.method, fill(owned), body);
        const nobodys = await kits.other.caller.request(route.method, fill(missing), body);
        if (
          ![403, 404].includes(theirs.status) ||
          JSON.stringify(shape(theirs)) !== JSON.stringify(shape(nobodys))
        )
          problems.push(
            `${route.method} ${route.path}: ${theirs.status} ${theirs.text.slice(0, 120)} vs ${nobodys.status}`,
          );
      }
      expect(problems).to.deep.equal([]);
    });
  });
});

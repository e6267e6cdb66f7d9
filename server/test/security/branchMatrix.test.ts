import { listRoutes, type RouteInfo } from "@portal/http";
import { expect } from "chai";
import { verificationAppeal } from "../support/fixtures";
import type { TestPortal } from "../support/server";
import { branchConcernOf, ruleFor, TABLED } from "./accessTable";
import { type Answer, Caller } from "./support/caller";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";
import { type Kit, kitsFor, type Role, resultEntry } from "./support/roles";

/** The seed's regional staff member and the one branch they work on (Andijon). */
const BRANCH_STAFF = "demo.staff.branch";
const OWN_BRANCH = 3;

type Item = { readonly id: number; readonly branch_id?: number; readonly appeal_id?: number };

const refusal = (answer: Answer): string | undefined =>
  answer.status === 403 && typeof answer.json?.message === "string" && answer.json.message !== ""
    ? undefined
    : `${answer.status} instead of 403: ${answer.text.slice(0, 160)}`;

describe("the branch of every staff call that concerns an appeal, read from the tables", () => {
  const concerned = (kind: "appeal" | "list") =>
    [...TABLED].filter(([, call]) => branchConcernOf(call) === kind).map(([key]) => key);

  it("finds the appeal's calls of every module: its page, lifecycle, contracts, results and offline entry", () => {
    expect(concerned("appeal")).to.include.members([
      "GET /api/appeals/:id",
      "POST /api/appeals/:id/status",
      "POST /api/reviewer/appeals/:id/update",
      "POST /front/save-appeal",
      "POST /recognition/contract/store",
      "GET /api/contracts/:id/pdf",
      "POST /api/staff/appeals/:id/results/:row/:instrument/revoke",
      "GET /api/appeals/:id/results/:row/:instrument/pdf",
    ]);
    expect(concerned("list")).to.include.members(["GET /api/staff/appeals", "GET /api/contracts"]);
  });

  it("leaves out customers' own calls, public ones and staff calls of no appeal", () => {
    const all = [...concerned("appeal"), ...concerned("list")];
    for (const key of [
      "POST /front/draft-appeal",
      "GET /api/public/certificates/:number",
      "GET /api/staff/customers/:id",
      "GET /uploads/recognition-device/:file",
      "GET /self-devices/page",
    ])
      expect(all, key).to.not.include(key);
  });
});

describe("staff work within their branches, on every call that concerns an appeal (production profile)", function () {
  this.timeout(180_000);
  let rig: Rig;
  let portal: TestPortal;
  let routes: RouteInfo[];
  let kits: Record<Role, Kit>;
  /** The regional staff member, signed in. */
  let branch: Caller;

  before(async function () {
    rig = await startRig(this);
    portal = await rig.portal(NO_RATE_LIMITS);
    routes = listRoutes(portal.server.app);
    kits = await kitsFor(portal.url, rig.secrets, ["company", "staff", "reviewer"]);
    branch = await new Caller(portal.url, rig.secrets).signIn(BRANCH_STAFF);
  });
  after(() => rig?.dispose());

  const concerning = (kind: "appeal" | "list") =>
    routes.flatMap((route) => {
      const found = ruleFor(route.method, route.path);
      const call = TABLED.get(`${route.method} ${route.path}`);
      return found && call && branchConcernOf(call) === kind ? [{ route, rule: found.rule }] : [];
    });

  it("refuses another branch's staff every such call on a head-office appeal (403), and lets the head office through", async () => {
    const problems: string[] = [];
    const calls = concerning("appeal");
    expect(calls.length).to.be.greaterThan(10);
    for (const { route, rule } of calls) {
      const key = `${route.method} ${route.path}`;
      if (!rule.call) {
        problems.push(`${key}: no call in accessTable.ts to make it with`);
        continue;
      }
      // The call as the head office makes it, on the company's appeals of branch 1 (or of none).
      const theirs = await rule.call(kits.staff);
      const refused = refusal(await branch.request(route.method, theirs.path, theirs));
      if (refused) problems.push(`${key} as ${BRANCH_STAFF}: ${refused}`);
      const ours = await rule.call(kits.staff);
      const answer = await kits.staff.caller.request(route.method, ours.path, ours);
      if (answer.status < 200 || answer.status > 299)
        problems.push(`${key} as the head office: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
    expect(problems).to.deep.equal([]);
  });

  it("lists to another branch's staff only the appeals, contracts and invoices of their branch", async () => {
    // Work of the head office's branch and of the regional branch, in every list.
    await kits.company.contract();
    const own = await branch.post(
      "/front/save-appeal",
      verificationAppeal({ appeal: { ...(await kits.staff.header()), branch_id: OWN_BRANCH } }),
    );
    expect(own.status, own.text).to.equal(200);
    const contract = await branch.post("/recognition/contract/store", {
      appeal_id: own.json.appeal_id,
      contract_number: `AN-${own.json.appeal_id}`,
      devices: [{ id: 1, together: 0 }],
    });
    expect(contract.status, contract.text).to.equal(200);

    /** The branch of a list's item: its own, or its appeal's as the head office reads it. */
    const branchOf = async (item: Item) => {
      if (item.branch_id !== undefined || item.appeal_id === undefined) return item.branch_id;
      return (await kits.staff.caller.get(`/api/appeals/${item.appeal_id}`)).json.data.branch_id as number;
    };
    const foreign = async (items: readonly Item[]) => {
      const found: number[] = [];
      for (const item of items) if ((await branchOf(item)) !== OWN_BRANCH) found.push(item.id);
      return found;
    };

    const problems: string[] = [];
    let shownElsewhere = 0;
    for (const { route } of concerning("list")) {
      const path = `${route.path}?limit=50`;
      const mine = await branch.get(path);
      const all = await kits.staff.caller.get(path);
      if (mine.status !== 200 || all.status !== 200) {
        problems.push(`${route.path}: ${mine.status} / ${all.status}`);
        continue;
      }
      const theirs = await foreign(mine.json.data as Item[]);
      if (theirs.length > 0) problems.push(`${route.path} shows ${BRANCH_STAFF} items ${theirs.join(", ")}`);
      if ((await foreign(all.json.data as Item[])).length > 0) shownElsewhere++;
    }
    expect(problems).to.deep.equal([]);
    // The head office sees other branches' work in these lists: the refusal above is the branch's.
    expect(shownElsewhere).to.be.at.least(2);
    const inbox = (await branch.get("/api/staff/appeals?limit=50")).json.data as Item[];
    expect(inbox.map((item) => item.id)).to.include(own.json.appeal_id);
    const contracts = (await branch.get("/api/contracts?limit=50")).json.data as Item[];
    expect(contracts.map((item) => item.id)).to.include(contract.json.data.id);
  });

  it("lets another branch's staff do the same work on their own branch's appeals", async () => {
    const saved = await branch.post(
      "/front/save-appeal",
      verificationAppeal({ appeal: { ...(await kits.staff.header()), branch_id: OWN_BRANCH } }),
    );
    expect(saved.status, saved.text).to.equal(200);
    const appeal = saved.json.appeal_id as number;
    expect((await branch.get(`/api/appeals/${appeal}`)).status).to.equal(200);
    const contract = await branch.post("/recognition/contract/store", {
      appeal_id: appeal,
      contract_number: `AN-${appeal}`,
      devices: [{ id: 1, together: 0 }],
    });
    expect(contract.status, contract.text).to.equal(200);
    expect((await branch.get(`/api/contracts/${contract.json.data.id}/pdf`)).status).to.equal(200);
    const recorded = await branch.post(`/api/staff/appeals/${appeal}/results`, {
      results: [resultEntry(`AN-${appeal}`)],
    });
    expect(recorded.status, recorded.text).to.equal(200);
    expect((await branch.get(`/api/appeals/${appeal}/results/1/1/pdf`)).status).to.equal(200);
    // The head office works on every branch.
    expect((await kits.staff.caller.get(`/api/appeals/${appeal}/results`)).status).to.equal(200);
    expect((await kits.reviewer.caller.get(`/api/appeals/${appeal}`)).status).to.equal(200);
  });
});

import { APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import { expect } from "chai";
import {
  AUDITORS,
  type AuditIds,
  type Auditor,
  CONTRACT_KINDS,
  pagesOf,
  unvisitedRoutes,
} from "./support/auditPages";
import { describeAudit } from "./support/auditSuite";

describe("the accessibility audit's page list", () => {
  // Any id will do to see which routes the list reaches: every status, a customer, each contract kind.
  const ids: AuditIds = {
    appeals: Object.fromEntries(APPEAL_STATUSES.map((status, i) => [status, i + 1])),
    certificate: "MS-1",
    customer: 1,
    contracts: Object.fromEntries(Object.keys(CONTRACT_KINDS).map((segment, i) => [segment, i + 1])),
  };

  for (const auditor of Object.keys(AUDITORS) as Auditor[]) {
    it(`visits every route of ui/src/routes.ts that ${auditor} may open`, () => {
      expect(unvisitedRoutes(auditor, pagesOf(auditor, ids))).to.deep.equal([]);
    });
  }

  it("fails on a route the list does not visit", () => {
    expect(unvisitedRoutes("demo.staff", ["/staff"])).to.include("/staff/new/:customerId/:form");
    expect(unvisitedRoutes("visitor", ["/"]))
      .to.include("*")
      .and.include("/login");
  });
});

describeAudit(["visitor", "demo.person"]);

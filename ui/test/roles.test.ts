import { expect } from "chai";
import type { Role, SessionUser } from "../src/api/portal";
import { homeOf, navItems, showsSupportPhone } from "../src/session/roles";

const aUser = (role: Role): SessionUser => ({
  id: 1,
  login: `demo.${role}`,
  role,
  corporate: role === "company" ? 1 : 0,
  info: { first_name: "Jasur", last_name: "Karimov" },
});

const destinations = (user: SessionUser | null) => navItems(user).map((item) => item.to);

describe("the role-aware navigation", () => {
  it("gives customers their cabinet, own devices, a new application, their applications and feedback", () => {
    for (const role of ["person", "company"] as const)
      expect(destinations(aUser(role))).to.deep.equal([
        "/cabinet",
        "/self-devices",
        "/applications/new",
        "/application/expected",
        "/feedback",
      ]);
  });

  it("gives staff and reviewers their own area, not the customer pages", () => {
    for (const role of ["staff", "reviewer"] as const) {
      expect(destinations(aUser(role))).to.include("/staff");
      expect(destinations(aUser(role))).to.not.include("/cabinet");
    }
  });

  it("gives staff the payments ledger, and reviewers, who handle no money, not", () => {
    expect(destinations(aUser("staff"))).to.include("/staff/payments");
    expect(destinations(aUser("reviewer"))).to.not.include("/staff/payments");
  });

  it("gives staff and reviewers the lab's reference standards, and customers not", () => {
    expect(destinations(aUser("staff"))).to.include("/staff/standards");
    expect(destinations(aUser("reviewer"))).to.include("/staff/standards");
    expect(destinations(aUser("company"))).to.not.include("/staff/standards");
  });

  it("gives a visitor the feedback form, which anyone may use", () => {
    expect(destinations(null)).to.include("/feedback");
    expect(destinations(null)).to.not.include("/cabinet");
  });

  it("gives the administrator the accounts, their audit and the password, and no customer or staff page", () => {
    expect(destinations(aUser("admin"))).to.deep.equal(["/admin", "/admin/audit", "/account/password"]);
    expect(homeOf("admin")).to.equal("/admin");
    expect(showsSupportPhone(aUser("admin"))).to.equal(false);
  });

  it("lands customers on the cabinet and staff on their area after sign-in", () => {
    expect(homeOf("person")).to.equal("/cabinet");
    expect(homeOf("company")).to.equal("/cabinet");
    expect(homeOf("staff")).to.equal("/staff");
    expect(homeOf("reviewer")).to.equal("/staff");
  });
});

describe("the support phone line (spec 2.6, 6)", () => {
  it("shows for customers and visitors", () => {
    expect(showsSupportPhone(aUser("person"))).to.equal(true);
    expect(showsSupportPhone(aUser("company"))).to.equal(true);
    expect(showsSupportPhone(null)).to.equal(true);
  });

  it("hides in offline mode: staff and reviewers act for a customer", () => {
    expect(showsSupportPhone(aUser("staff"))).to.equal(false);
    expect(showsSupportPhone(aUser("reviewer"))).to.equal(false);
  });
});

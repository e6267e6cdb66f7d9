import { expect } from "chai";
import { ZERO } from "@portal/domain/shared/money";
import {
  filterQuery,
  filtersOf,
  reapplyLink,
  reapplyRequest,
  customerRegisterPage,
  registerLink,
} from "../../src/register/registerFilters";
import { prefilledLine } from "../../src/register/registerPrefill";

describe("the register's filters in the address", () => {
  it("reads the filters it knows and drops the rest", () => {
    const filters = filtersOf(new URLSearchParams("state=overdue&area=14&device=x&q=%20SN%20&sort=desc&z=1"));
    expect(filters).to.deep.equal({ state: "overdue", area: 14, device: undefined, q: "SN", sort: "desc" });
    expect(filtersOf(new URLSearchParams("state=late")).state).to.equal(undefined);
  });

  it("writes back only what is set, so a link opens the same page", () => {
    const query = filterQuery({ state: "due30", area: 3, sort: "asc" }).toString();
    expect(query).to.equal("state=due30&area=3");
    expect(filterQuery(filtersOf(new URLSearchParams(query))).toString()).to.equal(query);
    expect(registerLink("overdue")).to.equal("/self-devices?state=overdue");
    // Staff's read-only view of a customer's register links to itself.
    expect(registerLink("due30", customerRegisterPage(7))).to.equal(
      "/staff/customers/7/register?state=due30",
    );
    expect(registerLink(undefined, customerRegisterPage(7))).to.equal("/staff/customers/7/register");
  });

  it("asks the verification form for chosen entries or every due one", () => {
    expect(reapplyLink([3, 5])).to.equal("/applications/verification?register=3,5");
    expect(reapplyRequest("3,5")).to.deep.equal({ ids: [3, 5] });
    expect(reapplyRequest("due")).to.deep.equal({ all_due: true });
    expect(reapplyRequest("3,x")).to.equal(undefined);
    expect(reapplyRequest(null)).to.equal(undefined);
  });
});

describe("a verification line prefilled from the register", () => {
  const line = {
    type: { id: 4, name: "Qiyoslash" },
    device: {
      id: 49,
      name: "Tarozi",
      cost: "45000.00",
      check_out: 0 as const,
      spetsifikatsiya: "III",
      k_2: "MS-0401",
      type_id: 4,
      section_id: 10,
    },
    amount: 2,
    about_device: "Zavod raqami: A1, A2",
    entry_ids: [1, 2],
  };

  it("has the type, the device with its catalogue cost, the amount and the serial numbers", () => {
    const state = prefilledLine(line);
    expect(state).to.include({
      type_id: 4,
      device_id: 49,
      device_name: "Tarozi",
      amount: 2,
      check_in: 1,
      check_out: 0,
    });
    expect(state?.about_device).to.equal("Zavod raqami: A1, A2");
    expect(state?.cost).to.equal(4_500_000n);
    expect(state?.cost).to.not.equal(ZERO);
  });

  it("drops a line whose device does not decode", () => {
    expect(prefilledLine({ ...line, device: { ...line.device, cost: "lots" } })).to.equal(undefined);
  });
});

import type { CompanyLookupResult } from "@portal/domain";
import { expect } from "chai";
import { CompanyLookupField } from "../src/components/CompanyLookupField";
import { stubFetch } from "./support/fetchStub";
import { cleanUp, render, settle, type } from "./support/render";

const COMPANY: CompanyLookupResult = {
  company_name: "Demo Metall MChJ",
  company_address: "Toshkent shahri",
  last_name: "Rahimov",
  first_name: "Dilshod",
  middle_name: "Baxtiyorovich",
  tin: "301234567",
  oked: "24100",
  mfo: "01088",
  accounts: [{ account_number: "20208000900001101001", bank_name: "Kapitalbank" }],
  users: { phone: "+998901234567", email: "demo@example.com" },
};

describe("the company lookup by tax id (spec 4, 5)", () => {
  let http: ReturnType<typeof stubFetch>;
  let found: CompanyLookupResult[];
  let input: HTMLInputElement;
  let container: HTMLElement;

  beforeEach(async () => {
    http = stubFetch().reply("POST", "/get-company-inn", { body: { res: COMPANY } });
    found = [];
    ({ container } = await render(<CompanyLookupField onFound={(c) => found.push(c)} />));
    input = container.querySelector("input") as HTMLInputElement;
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  const lookups = () => http.calls.filter((c) => c.url.endsWith("/get-company-inn"));

  it("looks the company up at exactly nine digits", async () => {
    await type(input, "30123456");
    expect(lookups()).to.have.length(0);
    await type(input, "301234567");
    await settle();
    expect(lookups().map((c) => (c.body as { tin: string }).tin)).to.deep.equal(["301234567"]);
    expect(found.map((c) => c.company_name)).to.deep.equal(["Demo Metall MChJ"]);
  });

  it("refuses more than nine digits with 'INN raqamlar soni 9 ta bo'lishi kerak' and looks nothing up", async () => {
    await type(input, "3012345678");
    await settle();
    expect(input.value).to.equal("301234567");
    expect(container.textContent).to.include("INN raqamlar soni 9 ta bo'lishi kerak");
    expect(lookups()).to.have.length(0);
  });

  it("keeps letters out of the field", async () => {
    await type(input, "30a12");
    expect(input.value).to.equal("3012");
  });
});

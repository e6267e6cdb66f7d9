import { expect } from "chai";
import { RegisterDueCard } from "../../src/cabinet/RegisterDueCard";
import { changeLanguage } from "../../src/i18n";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle } from "../support/render";

const COUNTS = { overdue: 4, due30: 11, due90: 20, fine: 300, unfit: 2 };

/** Each link of the card: its state, count, words and address. */
const links = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLAnchorElement>("[data-testid=cabinet-register-due] a")].map((a) => ({
    state: a.dataset.state,
    count: a.querySelector("strong")?.textContent,
    words: a.querySelector("span")?.textContent,
    href: a.getAttribute("href"),
  }));

describe("the cabinet's register card (issue 15)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("shows the overdue and due-within-30-days counts, each a link to the register filtered to it", async () => {
    http.reply("GET", "/self-devices/counts", { body: { status: true, data: COUNTS } });
    const { container } = await render(<RegisterDueCard />);
    await settle();
    expect(links(container)).to.deep.equal([
      { state: "overdue", count: "4", words: "Muddati o'tgan", href: "/self-devices?state=overdue" },
      { state: "due30", count: "11", words: "30 kun ichida", href: "/self-devices?state=due30" },
    ]);
    expect(http.calls.map((call) => call.url)).to.deep.equal(["/self-devices/counts"]);
  });

  it("speaks Russian", async () => {
    await changeLanguage("ru");
    http.reply("GET", "/self-devices/counts", { body: { status: true, data: COUNTS } });
    const { container } = await render(<RegisterDueCard />);
    await settle();
    expect(container.querySelector("h2")?.textContent).to.equal("Сроки поверки средств измерений");
    expect(links(container).map((link) => link.words)).to.deep.equal(["Просрочено", "В течение 30 дней"]);
  });

  it("shows an ellipsis, not a zero, while the counts are unknown (loading or refused)", async () => {
    http.reply("GET", "/self-devices/counts", { status: 500, body: { status: false, message: "x" } });
    const { container } = await render(<RegisterDueCard />);
    await settle();
    expect(links(container).map((link) => link.count)).to.deep.equal(["…", "…"]);
    expect(links(container).map((link) => link.href)).to.deep.equal([
      "/self-devices?state=overdue",
      "/self-devices?state=due30",
    ]);
  });
});

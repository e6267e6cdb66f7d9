import { expect } from "chai";
import sinon from "sinon";
import VerificationPage from "../../src/appeals/forms/VerificationPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle, type } from "../support/render";

const verification = [
  { id: 41, name: "Manometr", cost: "40000.00", check_out: 0 },
  { id: 42, name: "Termometr", cost: "30000.00", check_out: 0 },
];
const calibration = [{ id: 71, name: "Elektron savdo tarozisi", cost: "58500.00", check_out: 0 }];

describe("the verification form's line editor while a device list loads", () => {
  let http: ReturnType<typeof stubFetch>;
  // The calibration devices' answer, held until the test lets it go.
  let release: () => void;
  beforeEach(() => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    http = stubFetch()
      .reply("GET", "/auth/me", {
        body: { data: { id: 1, login: "demo.person", role: "customer", corporate: 0, info: {} } },
      })
      .reply("GET", "/api/front/types", {
        body: [
          { id: 4, name: "Qiyoslash" },
          { id: 7, name: "Kalibrlash" },
        ],
      })
      .reply("GET", "/api/front/devices-from-type/4", { body: verification })
      .reply("GET", "/api/front/devices-from-type/7", async () => {
        await held;
        return { body: calibration };
      });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    sinon.restore();
  });

  it("offers no device of the type chosen before until the new type's devices arrive", async () => {
    const { container } = await render(
      <SessionProvider>
        <VerificationPage />
      </SessionProvider>,
    );
    await settle();
    const select = (name: string) => container.querySelector(`select[name=${name}]`) as HTMLSelectElement;
    const devices = () => [...select("device").options].map((o) => o.value).filter(Boolean);

    await type(select("type"), "4");
    await settle();
    expect(devices()).to.deep.equal(["41", "42"]);
    await type(select("device"), "42");
    expect(select("device").value).to.equal("42");

    // Another type: while its list is on the way, the select offers nothing to pick.
    await type(select("type"), "7");
    await settle();
    expect(devices()).to.deep.equal([]);
    expect(select("device").value).to.equal("");

    release();
    await settle();
    await settle();
    expect(devices()).to.deep.equal(["71"]);
  });
});

import { expect } from "chai";
import { aSelfDeviceView, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("self-device routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const actor = { user, lang: "uz" };
  const body = {
    user_id: 7,
    device_id: 40,
    country_id: 1,
    area_of_use_id: 3,
    inspection_date: "2024-05-01",
    next_inspection_date: "2025-05-01",
  };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  it("GET /self-devices/all answers the register with status true", async () => {
    portal.useCases.listSelfDevices.resolves(right([aSelfDeviceView()]));

    const response = await browser.get("/self-devices/all");

    expect(await response.json()).to.deep.equal({ status: true, data: [aSelfDeviceView()] });
    expect(portal.useCases.listSelfDevices.firstCall.args).to.deep.equal([actor]);
  });

  it("POST /self-devices/save adds a device and answers the saved record", async () => {
    portal.useCases.addSelfDevice.resolves(right(aSelfDeviceView()));

    const response = await browser.post("/self-devices/save", body);

    expect(await response.json()).to.deep.equal({
      status: true,
      data: aSelfDeviceView(),
      message: "Muvaffaqiyatli saqlandi",
    });
    expect(portal.useCases.addSelfDevice.firstCall.args).to.deep.equal([actor, body]);
  });

  it("POST /self-devices/:id/update changes that device", async () => {
    portal.useCases.updateSelfDevice.resolves(right(aSelfDeviceView({ id: 12 })));

    const response = await browser.post("/self-devices/12/update", body);

    expect(((await response.json()) as { status: boolean }).status).to.equal(true);
    expect(portal.useCases.updateSelfDevice.firstCall.args).to.deep.equal([actor, 12, body]);
  });

  it("POST /self-devices/:id/delete deletes that device", async () => {
    portal.useCases.deleteSelfDevice.resolves(right(undefined));

    const response = await browser.post("/self-devices/12/delete");

    expect(await response.json()).to.deep.equal({ status: true, message: "Muvaffaqiyatli o'chirildi" });
    expect(portal.useCases.deleteSelfDevice.firstCall.args).to.deep.equal([actor, 12]);
  });

  it("answers a refused save with status false and the messages", async () => {
    portal.useCases.addSelfDevice.resolves(
      left({ _tag: "Invalid", messages: [{ key: "selfDeviceRequired" }] }),
    );

    const response = await browser.post("/self-devices/save", {});

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: false,
      message: "O'lchov vositasini tanlang",
      errors: ["O'lchov vositasini tanlang"],
    });
  });

  it("answers 404 for a device id that is not a number", async () => {
    const response = await browser.post("/self-devices/abc/delete");

    expect(response.status).to.equal(404);
    expect(portal.useCases.deleteSelfDevice.called).to.equal(false);
  });
});

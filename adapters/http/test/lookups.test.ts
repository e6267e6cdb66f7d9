import { expect } from "chai";
import type { SinonStub } from "sinon";
import { type Portal, startPortal } from "./harness";

describe("lookup routes", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  const lists = [
    ["/api/front/provinces", "provinces", []],
    ["/api/front/regions", "provinces", []],
    ["/api/front/types", "types", []],
    ["/api/front/branches", "branches", []],
    ["/back/api/branches", "branches", []],
    ["/api/front/cities/14", "cities", [14]],
    ["/api/front/sections/4", "sections", [4]],
    ["/api/front/devices/21", "devicesBySection", [21]],
    ["/api/front/devices-from-type/4", "devicesByType", [4]],
    ["/api/front/devices-from-type-section/4/21", "devicesByTypeAndSection", [4, 21]],
    ["/devices/all", "allDevices", []],
    ["/devices/countries", "countries", []],
  ] as const;

  for (const [path, useCase, ids] of lists) {
    it(`GET ${path} answers the list of ${useCase} for anyone, in their language`, async () => {
      const item = { id: 1, name: `${useCase} item` };
      (portal.useCases[useCase] as SinonStub).resolves([item]);

      const response = await portal.browser().get(`${path}?lang=ru`);

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal([item]);
      expect(portal.useCases[useCase].firstCall.args).to.deep.equal([{ lang: "ru" }, ...ids]);
    });
  }

  for (const path of [
    "/api/front/cities/abc",
    "/api/front/devices-from-type-section/4/x",
    "/api/front/sections/0",
  ]) {
    it(`GET ${path} is a 404, never a 500`, async () => {
      const response = await portal.browser().get(path);

      expect(response.status).to.equal(404);
      expect(await response.json()).to.deep.equal({ status: 0, message: "Topilmadi" });
    });
  }
});

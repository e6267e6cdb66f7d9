import { describePaymentsApi } from "./paymentsSuite";
import { startTestPortal } from "./support/server";
import { type ProductionServices, startProductionServices } from "./support/services";

describe("payments on the production profile (FerretDB, MinIO, Redis)", function () {
  this.timeout(120_000);
  let services: ProductionServices;

  before(async function () {
    services = await startProductionServices(this);
  });
  after(() => services?.dispose());

  describePaymentsApi("production", (env) => startTestPortal({ ...services.env, ...env }));
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AppealRepository,
  type Lifecycle,
  type LookupCatalogue,
  type PasswordHasher,
  TOKENS,
  type UserRepository,
} from "@portal/application";
import { expect } from "chai";
import { Container } from "inversify";
import { embeddedPersistenceModule, mongoPersistenceModule } from "../src/modules";
import { anAppeal } from "@portal/testkit/builders";

const PORT_TOKENS = [
  TOKENS.AppealRepository,
  TOKENS.ContractRepository,
  TOKENS.SelfDeviceRepository,
  TOKENS.RequisiteRepository,
  TOKENS.CabinetAccountRepository,
  TOKENS.UserRepository,
  TOKENS.LookupCatalogue,
  TOKENS.FeedbackRepository,
  TOKENS.UploadRepository,
  TOKENS.CompanyRegistry,
  TOKENS.IdGenerator,
  TOKENS.PasswordHasher,
  TOKENS.Lifecycle,
];

describe("persistence modules", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "portal-module-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("embeddedPersistenceModule binds every persistence port, a password hasher and a Lifecycle", async () => {
    const container = new Container();
    await container.load(embeddedPersistenceModule({ dataDir }));
    for (const token of PORT_TOKENS) expect(container.isBound(token), String(token)).to.equal(true);
  });

  it("mongoPersistenceModule binds the same tokens without connecting before start", async () => {
    const container = new Container();
    await container.load(mongoPersistenceModule({ url: "mongodb://127.0.0.1:1/portal" }));
    for (const token of PORT_TOKENS) expect(container.isBound(token), String(token)).to.equal(true);
  });

  it("starts, seeds the demo accounts, keeps data over a stop and a new start, and stops", async () => {
    const first = new Container();
    await first.load(embeddedPersistenceModule({ dataDir, demoAccounts: true, demoPassword: "demo-parol" }));
    const lifecycle = first.get<Lifecycle>(TOKENS.Lifecycle);
    await lifecycle.start();
    const users = first.get<UserRepository>(TOKENS.UserRepository);
    const company = await users.findByLogin("demo.company");
    const hasher = first.get<PasswordHasher>(TOKENS.PasswordHasher);
    expect(await hasher.verify("demo-parol", company?.password_hash ?? "")).to.equal(true);
    expect(await first.get<LookupCatalogue>(TOKENS.LookupCatalogue).yearlyContracts(2)).to.have.length(2);
    await first.get<AppealRepository>(TOKENS.AppealRepository).insert(anAppeal({ id: 1 }));
    await lifecycle.stop();

    const second = new Container();
    await second.load(embeddedPersistenceModule({ dataDir, demoAccounts: true, demoPassword: "other" }));
    await second.get<Lifecycle>(TOKENS.Lifecycle).start();
    const again = await second.get<UserRepository>(TOKENS.UserRepository).findByLogin("demo.company");
    expect(again?.password_hash).to.equal(company?.password_hash);
    expect((await second.get<AppealRepository>(TOKENS.AppealRepository).findById(1))?.id).to.equal(1);
    await second.get<Lifecycle>(TOKENS.Lifecycle).stop();
  });

  it("seeds no demo account unless asked (production)", async () => {
    const container = new Container();
    await container.load(embeddedPersistenceModule({ dataDir }));
    await container.get<Lifecycle>(TOKENS.Lifecycle).start();
    expect(await container.get<UserRepository>(TOKENS.UserRepository).findByLogin("demo.person")).to.equal(
      undefined,
    );
    await container.get<Lifecycle>(TOKENS.Lifecycle).stop();
  });
});

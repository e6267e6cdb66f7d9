import { ServiceUnavailableError } from "@portal/application";
import { type FerretDbServer, startFerretDb } from "@portal/testkit/ferretdb";
import { freePort, startOrSkip } from "@portal/testkit/localServer";
import { distinctShapes, type SentCommand, unservedQueries } from "@portal/testkit/indexUse";
import { expect } from "chai";
import { COLLECTIONS } from "../src/collections";
import { MONGO_CLIENT_OPTIONS, MongoDocumentStore } from "../src/document/MongoCollection";
import { MonitoredClient } from "../src/document/monitoredClient";
import { DocumentIdGenerator, type IdClaim } from "../src/repositories/DocumentIdGenerator";
import { createIndexes, createRepositories } from "../src/repositories";
import { anAppeal } from "@portal/testkit/builders";
import { describeEveryContract } from "./support/allContracts";
import { mongoFixture } from "./support/fixtures";

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

async function openRepositories(url: string, database: string) {
  const store = new MongoDocumentStore({ url, database });
  const repos = createRepositories(store);
  await store.open();
  await createIndexes(store);
  return { store, repos };
}

describe("MongoDB protocol store (FerretDB v1)", () => {
  let server: FerretDbServer | undefined;
  before(async function () {
    this.timeout(120_000);
    server = await startOrSkip(this, "FerretDB", startFerretDb);
  });
  // Stopping FerretDB and its PostgreSQL takes seconds, more on a loaded machine.
  after(async function () {
    this.timeout(60_000);
    await server?.dispose();
  });
  const url = () => server?.url ?? "mongodb://127.0.0.1:1";

  // Every command the contract suites send, for the index test below.
  const sent: SentCommand[] = [];
  describeEveryContract(
    "FerretDB",
    mongoFixture(url, (event) =>
      sent.push({ commandName: event.commandName, command: { ...event.command } }),
    ),
  );

  describe("every query of the repositories (the commands of the contract suites above)", () => {
    // Shapes the port allows but no use case sends, each with why no index is kept for it.
    const UNINDEXED = {
      "feedback: aggregate {}":
        "FeedbackRepository.count() reads every document: only the tests count feedback",
      "appeals: find {created_at: range} sort {id: -1}":
        "a list by date alone: the staff inbox always filters by status as well",
    };

    it("is served by an index createIndexes made (equality, sort, range), but for the shapes no use case sends", () => {
      expect(distinctShapes(sent).length, "queries recorded").to.be.above(20);
      const unserved = unservedQueries(sent).map((q) => q.description);
      expect(unserved.filter((shape) => !(shape in UNINDEXED))).to.deep.equal([]);
    });
  });

  describe("indexes", () => {
    it("are created at start, again without complaint, with owner and unique ones", async () => {
      const { store } = await openRepositories(url(), "indexes");
      await createIndexes(store);
      const appeals = await store.collection(COLLECTIONS.appeals).listIndexes();
      expect(appeals).to.deep.include(["owner_id", "id"]);
      expect(appeals).to.deep.include(["status", "id", "created_at"]);
      expect(appeals).to.deep.include(["status", "kind", "branch_id", "owner_id", "id", "created_at"]);
      expect(appeals, "the embedded store's own").to.not.deep.include(["kind", "id"]);
      expect(await store.collection(COLLECTIONS.contracts).listIndexes()).to.deep.include([
        "appeal_id",
        "kind",
      ]);
      expect(await store.collection(COLLECTIONS.uploads).listIndexes()).to.deep.include(["folder", "name"]);
      expect(await store.collection(COLLECTIONS.users).listIndexes()).to.deep.include(["login"]);
      await store.close();
    });
  });

  describe("ids claimed in groups", () => {
    // The MongoDB store claims one id per write (groupsWrites is false: on FerretDB groups
    // raised the save p99), but a group claim must stay correct on it: when the other
    // process took some of a run's values, the walk must replace them above the run.
    it("never hand out the same id when two processes claim in groups at once", async () => {
      const { store } = await openRepositories(url(), "grouped_ids");
      const claims = store.collection<IdClaim>(COLLECTIONS.idClaims);
      const [a, b] = [new DocumentIdGenerator(claims, true), new DocumentIdGenerator(claims, true)];
      const taken = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).next("g")));
      expect(new Set(taken).size).to.equal(60);
      for (const parity of [0, 1]) {
        const own = taken.filter((_, i) => i % 2 === parity);
        expect(own).to.deep.equal([...own].sort((x, y) => x - y));
      }
      await store.close();
    });
  });

  describe("outage", () => {
    it("refuses with ServiceUnavailableError within 5 s while the server is stopped, and the same repository works after a restart", async function () {
      this.timeout(60_000);
      if (!server) this.skip();
      const { store, repos } = await openRepositories(url(), "outage");
      await repos.appeals.insert(anAppeal({ id: 1 }));
      await server.stop();
      try {
        for (const call of [() => repos.appeals.findById(1), () => repos.ids.next("appeal")]) {
          const started = Date.now();
          const error = await rejection(call());
          expect(error).to.be.instanceOf(ServiceUnavailableError);
          expect((error as ServiceUnavailableError).service).to.equal("database");
          expect(Date.now() - started).to.be.below(5000);
        }
      } finally {
        await server.restart();
      }
      expect((await repos.appeals.findById(1))?.id).to.equal(1);
      expect(await repos.ids.next("appeal")).to.equal(1);
      await store.close();
    });

    describe("a server monitor whose check never ends (node driver 6.22, found by the soak)", () => {
      // The driver's monitor hangs only in a race with the server closing its connection;
      // here a check is started on the client as the driver announces one, and the clock moves.
      const STUCK = "stuck.invalid:27017";
      const started = (client: unknown, awaited: boolean) =>
        (client as NodeJS.EventEmitter).emit("serverHeartbeatStarted", { connectionId: STUCK, awaited });
      const ended = (client: unknown) =>
        (client as NodeJS.EventEmitter).emit("serverHeartbeatFailed", { connectionId: STUCK });
      let now = 0;
      let replaced: string[] = [];
      let monitored: MonitoredClient | undefined;
      const make = () => {
        monitored = new MonitoredClient(
          url(),
          MONGO_CLIENT_OPTIONS,
          undefined,
          (reason) => replaced.push(reason),
          () => now,
        );
        return monitored;
      };
      beforeEach(() => {
        now = 0;
        replaced = [];
      });
      afterEach(async () => {
        await monitored?.close();
      });

      it("is replaced by a new client once a polled check outlives its bound (2 × connectTimeoutMS + 5 s), and the new client serves", async () => {
        const monitor = make();
        const first = monitor.current();
        await first.db("monitor_test").command({ ping: 1 });
        started(first, false);
        now = 9000;
        expect(monitor.recoverIfStuck()).to.equal(false);
        expect(monitor.current()).to.equal(first);
        now = 9001;
        expect(monitor.recoverIfStuck()).to.equal(true);
        expect(monitor.current()).to.not.equal(first);
        expect(replaced).to.have.length(1);
        expect(replaced[0]).to.contain(STUCK).and.contain("9 s");
        expect((await monitor.current().db("monitor_test").command({ ping: 1 })).ok).to.equal(1);
        // The old client's checks no longer count, and the new one has none stuck.
        started(first, false);
        now = 60_000;
        expect(monitor.recoverIfStuck()).to.equal(false);
        expect(replaced).to.have.length(1);
      });

      it("gives an awaited check (the streaming protocol) the heartbeat more, and keeps a client whose checks end", async () => {
        const monitor = make();
        const first = monitor.current();
        started(first, true);
        now = 17_000;
        expect(monitor.recoverIfStuck()).to.equal(false);
        ended(first);
        now = 60_000;
        expect(monitor.recoverIfStuck()).to.equal(false);
        started(first, true);
        now = 77_001;
        expect(monitor.recoverIfStuck()).to.equal(true);
        expect(monitor.current()).to.not.equal(first);
      });
    });

    it("refuses to open with ServiceUnavailableError, fast, when nothing listens", async () => {
      const store = new MongoDocumentStore({ url: `mongodb://127.0.0.1:${await freePort()}` });
      const started = Date.now();
      expect(await rejection(store.open())).to.be.instanceOf(ServiceUnavailableError);
      expect(Date.now() - started).to.be.below(5000);
      await store.close();
    });
  });
});

import { expect } from "chai";
import sinon from "sinon";
import { BoundedGate } from "../src/BoundedGate";

class Busy extends Error {}

/** A task that ends when told to, and says whether it started. */
function controlled<T>(value: T) {
  let finish: (outcome: { value?: T; error?: Error }) => void = () => undefined;
  const state = { started: false };
  const task = () => {
    state.started = true;
    return new Promise<T>((resolve, reject) => {
      finish = ({ value: v, error }) => (error ? reject(error) : resolve(v as T));
    });
  };
  return {
    task,
    state,
    succeed: () => finish({ value }),
    fail: (error: Error) => finish({ error }),
  };
}

/** Lets pending promise callbacks run (no timer: the queue of microtasks and one turn). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("BoundedGate", () => {
  it("runs up to its concurrency, queues up to its queue, and refuses the next at once", async () => {
    const gate = new BoundedGate({ concurrency: 2, queue: 1 }, () => new Busy("full"));
    const tasks = [controlled(1), controlled(2), controlled(3)];
    const results = tasks.map((t) => gate.run(t.task));
    await settle();

    expect(tasks.map((t) => t.state.started)).to.deep.equal([true, true, false]);
    expect(gate.load).to.deep.equal({ running: 2, waiting: 1 });
    let ran = false;
    const refused = await gate.run(async () => (ran = true)).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(Busy);
    expect(ran).to.equal(false);

    tasks[0]?.succeed();
    expect(await results[0]).to.equal(1);
    await settle();
    expect(tasks[2]?.state.started).to.equal(true);
    tasks[1]?.succeed();
    tasks[2]?.succeed();
    expect(await Promise.all(results)).to.deep.equal([1, 2, 3]);
    expect(gate.load).to.deep.equal({ running: 0, waiting: 0 });
  });

  it("says it is full exactly when the next task would be refused, and no longer once one ends", async () => {
    const gate = new BoundedGate({ concurrency: 1, queue: 1 }, () => new Busy("full"));
    const [running, waiting] = [controlled(1), controlled(2)];
    expect(gate.full, "empty").to.equal(false);
    const results = [gate.run(running.task)];
    await settle();
    expect(gate.full, "one running, none waiting").to.equal(false);
    results.push(gate.run(waiting.task));
    await settle();
    expect(gate.full, "one running, one waiting").to.equal(true);
    expect(await gate.run(async () => 3).catch((e: unknown) => e)).to.be.instanceOf(Busy);

    running.succeed();
    await settle();
    expect(waiting.state.started).to.equal(true);
    expect(gate.full, "the waiting one started").to.equal(false);
    waiting.succeed();
    expect(await Promise.all(results)).to.deep.equal([1, 2]);
  });

  it("frees the slot of a task that fails, so the waiting ones still run", async () => {
    const gate = new BoundedGate({ concurrency: 1, queue: 2 }, () => new Busy("full"));
    const [failing, second, third] = [controlled(0), controlled(2), controlled(3)];
    const results = [gate.run(failing.task), gate.run(second.task), gate.run(third.task)];
    await settle();
    failing.fail(new Error("scrypt failed"));
    const error = await results[0]?.catch((e: unknown) => e);
    expect((error as Error).message).to.equal("scrypt failed");
    await settle();
    expect(second.state.started).to.equal(true);
    second.succeed();
    await settle();
    expect(third.state.started).to.equal(true);
    third.succeed();
    expect(await Promise.all(results.slice(1))).to.deep.equal([2, 3]);
    expect(gate.load).to.deep.equal({ running: 0, waiting: 0 });
  });

  it("takes new tasks again once the queue has room", async () => {
    const gate = new BoundedGate({ concurrency: 1, queue: 0 }, () => new Busy("full"));
    const first = controlled("a");
    const running = gate.run(first.task);
    await settle();
    expect(await gate.run(async () => "b").catch((e: unknown) => e)).to.be.instanceOf(Busy);
    first.succeed();
    expect(await running).to.equal("a");
    expect(await gate.run(async () => "c")).to.equal("c");
  });

  it("skips a waiting task whose requester went away, and lets a running one end", async () => {
    const gate = new BoundedGate({ concurrency: 1, queue: 2 }, () => new Busy("full"));
    const [running, abandoned, kept] = [controlled(1), controlled(2), controlled(3)];
    const [runningGone, waitingGone] = [new AbortController(), new AbortController()];
    const results = [
      gate.run(running.task, runningGone.signal),
      gate.run(abandoned.task, waitingGone.signal),
      gate.run(kept.task),
    ];
    await settle();
    runningGone.abort(new Error("gone while running"));
    waitingGone.abort(new Error("gone while waiting"));
    await settle();
    // Still one at a time: the running task keeps its slot until it ends.
    expect(gate.load).to.deep.equal({ running: 1, waiting: 2 });
    running.succeed();
    expect(await results[0]).to.equal(1);
    const error = await results[1]?.catch((e: unknown) => e);
    expect((error as Error).message).to.equal("gone while waiting");
    expect(abandoned.state.started).to.equal(false);
    await settle();
    expect(kept.state.started).to.equal(true);
    kept.succeed();
    expect(await results[2]).to.equal(3);
  });

  it("refuses at once, without queueing, a task whose requester has already gone", async () => {
    const gate = new BoundedGate({ concurrency: 1, queue: 0 }, () => new Busy("full"));
    const gone = new AbortController();
    gone.abort(new Error("already gone"));
    let ran = false;
    const error = await gate.run(async () => (ran = true), gone.signal).catch((e: unknown) => e);
    expect((error as Error).message).to.equal("already gone");
    expect(ran).to.equal(false);
    expect(gate.load).to.deep.equal({ running: 0, waiting: 0 });
  });

  describe("with a start rate", () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ["setTimeout", "clearTimeout", "Date"] });
    });
    afterEach(() => clock.restore());

    it("starts the next task only when its interval has passed, even with a free slot", async () => {
      const gate = new BoundedGate({ concurrency: 2, queue: 4, startsPerSecond: 4 }, () => new Busy("full"));
      const [first, second, third] = [controlled(1), controlled(2), controlled(3)];
      const results = [gate.run(first.task), gate.run(second.task), gate.run(third.task)];
      await clock.tickAsync(0);
      expect([first, second, third].map((t) => t.state.started)).to.deep.equal([true, false, false]);
      first.succeed();
      await clock.tickAsync(249);
      expect(second.state.started).to.equal(false);
      await clock.tickAsync(1);
      expect(second.state.started).to.equal(true);
      expect(third.state.started).to.equal(false);
      await clock.tickAsync(250);
      expect(third.state.started).to.equal(true);
      second.succeed();
      third.succeed();
      expect(await Promise.all(results)).to.deep.equal([1, 2, 3]);
    });

    it("counts the tasks held back by the rate against the queue", async () => {
      const gate = new BoundedGate({ concurrency: 4, queue: 1, startsPerSecond: 2 }, () => new Busy("full"));
      const first = controlled("a");
      const running = gate.run(first.task);
      const held = gate.run(async () => "b");
      await clock.tickAsync(0);
      expect(gate.load).to.deep.equal({ running: 1, waiting: 1 });
      expect(await gate.run(async () => "c").catch((e: unknown) => e)).to.be.instanceOf(Busy);
      first.succeed();
      await clock.tickAsync(500);
      expect(await Promise.all([running, held])).to.deep.equal(["a", "b"]);
    });

    it("refuses a rate that is not a positive number of starts a second", () => {
      for (const startsPerSecond of [0, -1, Number.NaN, 5000])
        expect(
          () => new BoundedGate({ concurrency: 1, queue: 1, startsPerSecond }, () => new Busy("x")),
        ).to.throw(RangeError);
    });
  });
});

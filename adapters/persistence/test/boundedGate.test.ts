import { expect } from "chai";
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
});

import {
  describeShape,
  queryShapes,
  type SentCommand,
  serves,
  unservedQueries,
} from "@portal/testkit/indexUse";
import { expect } from "chai";

// The checker the production suite's index test relies on (server/test/api.production.test.ts):
// what it accepts and what it refuses, on commands shaped as the MongoDB driver sends them.
const createIndexes = (collection: string, ...indexes: Record<string, unknown>[]): SentCommand => ({
  commandName: "createIndexes",
  command: {
    createIndexes: collection,
    indexes: indexes.map((key, i) => ({ key, name: `i${i}` })),
  },
});
const uniqueIndex = (collection: string, key: Record<string, unknown>): SentCommand => ({
  commandName: "createIndexes",
  command: { createIndexes: collection, indexes: [{ key, name: "u", unique: true }] },
});
const find = (collection: string, filter: object, sort?: object): SentCommand => ({
  commandName: "find",
  command: { find: collection, filter, ...(sort ? { sort } : {}), limit: 21 },
});

describe("the index checker (ESR rule over recorded MongoDB commands)", () => {
  const appealIndexes = createIndexes(
    "appeals",
    { owner_id: 1, id: -1 },
    { status: 1, id: -1, created_at: 1 },
  );

  it("accepts equality then sort (a keyset page: the range on the sort key needs no place of its own)", () => {
    const commands = [appealIndexes, find("appeals", { owner_id: 7, id: { $lt: 90 } }, { id: -1 })];
    expect(unservedQueries(commands)).to.deep.equal([]);
  });

  it("accepts a sort read backwards and a range after the sort", () => {
    const commands = [
      appealIndexes,
      find("appeals", { status: { $in: ["new", "review"] }, created_at: { $gte: "2025-01-01" } }, { id: 1 }),
    ];
    expect(unservedQueries(commands)).to.deep.equal([]);
  });

  it("refuses a query whose equality field no index leads with, naming the collection and the shape", () => {
    const commands = [appealIndexes, find("appeals", { kind: "verification" }, { id: -1 })];
    const [unserved, ...rest] = unservedQueries(commands);
    expect(rest).to.deep.equal([]);
    expect(unserved?.description).to.equal("appeals: find {kind: =} sort {id: -1}");
    expect(unserved?.reason).to.include("{kind: 1, id: -1}");
  });

  it("refuses an in-memory sort: the index has the equality but not the sort after it", () => {
    const commands = [appealIndexes, find("appeals", { owner_id: 7 }, { created_at: -1 })];
    expect(unservedQueries(commands).map((q) => q.description)).to.deep.equal([
      "appeals: find {owner_id: =} sort {created_at: -1}",
    ]);
  });

  it("refuses a range placed before the sort (E, R, S instead of E, S, R)", () => {
    const commands = [
      createIndexes("appeals", { status: 1, created_at: 1, id: -1 }),
      find("appeals", { status: "new", created_at: { $lt: "2025" } }, { id: -1 }),
    ];
    expect(unservedQueries(commands)).to.have.length(1);
  });

  it("refuses a query with no condition (a collection scan) and an unanchored regex alone", () => {
    const commands: SentCommand[] = [
      appealIndexes,
      {
        commandName: "aggregate",
        command: { aggregate: "appeals", pipeline: [{ $match: {} }, { $group: { _id: 1 } }] },
      },
      find("appeals", { about: { $regex: /meter/i } }),
    ];
    expect(unservedQueries(commands).map((q) => q.description)).to.deep.equal([
      "appeals: aggregate {}",
      "appeals: find {about: filtered}",
    ]);
  });

  it("accepts a lookup by a unique key whatever else the filter names, and an _id lookup", () => {
    const commands = [
      uniqueIndex("appeals", { id: 1 }),
      find("appeals", { id: 4, version: 2 }),
      { commandName: "delete", command: { delete: "appeals", deletes: [{ q: { _id: "x" }, limit: 1 }] } },
    ];
    expect(unservedQueries(commands)).to.deep.equal([]);
  });

  it("reads every statement of an update and a delete, and a count's $match", () => {
    const commands: SentCommand[] = [
      {
        commandName: "update",
        command: { update: "users", updates: [{ q: { id: 1 } }, { q: { login: "a" } }] },
      },
      { commandName: "delete", command: { delete: "users", deletes: [{ q: { role: "person" }, limit: 0 }] } },
      { commandName: "aggregate", command: { aggregate: "users", pipeline: [{ $match: { role: "x" } }] } },
    ];
    expect(queryShapes(commands).map(describeShape)).to.deep.equal([
      "users: update {id: =}",
      "users: update {login: =}",
      "users: delete {role: =}",
      "users: aggregate {role: =}",
    ]);
  });

  it("checks $or beside an indexed condition on what the index finds, and alone branch by branch", () => {
    const beside = queryShapes([
      find("users", { role: { $in: ["person"] }, $or: [{ a: /x/i }, { b: /y/i }] }, { id: 1 }),
    ]);
    expect(beside.map(describeShape)).to.deep.equal(["users: find {role: =, $or: filtered} sort {id: 1}"]);
    const index = { collection: "users", keys: [["login", 1]] as const, unique: false };
    const alone = queryShapes([find("users", { $or: [{ login: "a" }, { tin: "1" }] })]);
    expect(alone.map((shape) => serves(index, shape))).to.deep.equal([true, false]);
  });
});

import {
  MongoClient,
  type MongoClientOptions,
  type ServerHeartbeatFailedEvent,
  type ServerHeartbeatStartedEvent,
  type ServerHeartbeatSucceededEvent,
} from "mongodb";

/** Time a check may take beyond its own timeouts before it counts as stuck (a busy machine). */
const GRACE_MS = 5000;
/** The driver's defaults, when the options leave them out. */
const DRIVER_HEARTBEAT_MS = 10_000;
const DRIVER_CONNECT_TIMEOUT_MS = 30_000;

interface Check {
  readonly since: number;
  readonly awaited: boolean;
}

/**
 * The store's MongoClient, made again when its server monitor is stuck.
 *
 * The driver learns that a server is back only from its monitor, which checks the server
 * (a `hello`) every heartbeat, and at once when an operation finds the server gone. Found
 * by the soak on FerretDB (node driver 6.22): a check sent on the monitor's connection just
 * as the server closes it can wait forever; the monitor then never checks again, the server
 * stays unknown to the driver, and every operation fails its server selection (503) until the
 * process restarts, however long the database has been back.
 *
 * A check has bounded time: connecting and the handshake each within `connectTimeoutMS`, a
 * polled `hello` within `connectTimeoutMS`, an awaited one (the streaming protocol of MongoDB
 * 4.4+) within the heartbeat plus `connectTimeoutMS`. A check older than its bound (and a
 * margin) is stuck: the next failed server selection, or failed ping, replaces the client
 * (`recoverIfStuck`); the old one is closed. Every operation takes the client afresh, so
 * none keeps the old one.
 */
export class MonitoredClient {
  private client: MongoClient;
  /** Checks in progress, by server address. */
  private readonly checks = new Map<string, Check>();
  private readonly pollBoundMs: number;
  private readonly awaitBoundMs: number;

  constructor(
    private readonly url: string,
    private readonly options: MongoClientOptions,
    /** Called with each new client before it is used (command monitoring, say). */
    private readonly prepare: (client: MongoClient) => void = () => undefined,
    private readonly onReplaced: (reason: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {
    const connect = options.connectTimeoutMS || DRIVER_CONNECT_TIMEOUT_MS;
    const heartbeat = options.heartbeatFrequencyMS ?? DRIVER_HEARTBEAT_MS;
    this.pollBoundMs = 2 * connect + GRACE_MS;
    this.awaitBoundMs = heartbeat + connect + GRACE_MS;
    this.client = this.make();
  }

  /** The client to run an operation on. */
  current(): MongoClient {
    return this.client;
  }

  /**
   * After an operation found no server: when a check of the monitor has outlived its bound,
   * puts a new client in place of this one and answers true.
   */
  recoverIfStuck(): boolean {
    const at = this.now();
    for (const [address, check] of this.checks) {
      const waited = at - check.since;
      if (waited <= (check.awaited ? this.awaitBoundMs : this.pollBoundMs)) continue;
      const old = this.client;
      this.client = this.make();
      old.close().catch(() => undefined);
      this.onReplaced(
        `the driver's check of ${address} has waited ${Math.round(waited / 1000)} s: a new client took its place`,
      );
      return true;
    }
    return false;
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private make(): MongoClient {
    const client = new MongoClient(this.url, this.options);
    this.checks.clear();
    client.on("serverHeartbeatStarted", (event: ServerHeartbeatStartedEvent) => {
      if (this.client === client) {
        this.checks.set(event.connectionId, { since: this.now(), awaited: event.awaited });
      }
    });
    const ended = (event: ServerHeartbeatSucceededEvent | ServerHeartbeatFailedEvent) => {
      if (this.client === client) this.checks.delete(event.connectionId);
    };
    client.on("serverHeartbeatSucceeded", ended);
    client.on("serverHeartbeatFailed", ended);
    this.prepare(client);
    return client;
  }
}

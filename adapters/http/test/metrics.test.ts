import { expect } from "chai";
import { createHttpMetrics } from "../src/metrics";

describe("the job-queue gauge of GET /metrics", () => {
  it("shows each queue's count per state, read again at every scrape", async () => {
    let sent = 0;
    const metrics = createHttpMetrics([
      { name: "mail", counts: async () => ({ pending: 2, retrying: 1, sent }) },
    ]);
    expect((await metrics.render()).text).to.include('portal_job_queue_jobs{queue="mail",state="sent"} 0');
    sent = 5;
    const { text } = await metrics.render();
    expect(text).to.include('portal_job_queue_jobs{queue="mail",state="pending"} 2');
    expect(text).to.include('portal_job_queue_jobs{queue="mail",state="retrying"} 1');
    expect(text).to.include('portal_job_queue_jobs{queue="mail",state="sent"} 5');
  });

  it("still answers the scrape when a queue's store fails or hangs, with no series for that queue", async () => {
    const metrics = createHttpMetrics(
      [
        { name: "mail", counts: () => Promise.reject(new Error("database down")) },
        { name: "stuck", counts: () => new Promise(() => {}) },
        { name: "other", counts: async () => ({ waiting: 3 }) },
      ],
      50,
    );
    const { text } = await metrics.render();
    expect(text).not.to.include('queue="mail"');
    expect(text).not.to.include('queue="stuck"');
    expect(text).to.include('portal_job_queue_jobs{queue="other",state="waiting"} 3');
    expect(text).to.include("portal_http_requests_total");
  });
});

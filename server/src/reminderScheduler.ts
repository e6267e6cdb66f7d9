import type { ReminderJob } from "@portal/application";
import type { Logger } from "pino";

/**
 * Looks at the clock every `tickSeconds` and runs the reminder job's tick: the day's run once
 * the reminder hour has come (if no process has finished it), then the delivery of due mail.
 * Every process runs one; what must happen once is decided by the store's unique indexes,
 * not by this timer. A tick still running when the next is due is not doubled.
 */
export function startReminderScheduler(job: ReminderJob, tickSeconds: number, logger?: Logger) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job
      .tick()
      .then(
        (done) => {
          // A stored address that is not one address is not mailed: the operator asks the customer.
          if (done.delivery.refused > 0 || (done.run?.unmailable.length ?? 0) > 0)
            logger?.warn(
              { reminders: done },
              "reminder tick: e-mail not sent to an address that is not one valid address",
            );
          else if (done.run || done.delivery.sent || done.delivery.failed)
            logger?.info({ reminders: done }, "reminder tick");
        },
        (error: unknown) => logger?.error({ err: error }, "reminder tick failed"),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = tickSeconds > 0 ? setInterval(tick, tickSeconds * 1000) : undefined;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

import type { ServerResponse } from "node:http";

/**
 * Runs `work` with a signal that is aborted if the client closes its connection before the
 * answer has been written: work queued on the client's behalf (a password check) can then be
 * skipped instead of done for nobody.
 */
export async function untilClientGoes<T>(
  res: ServerResponse,
  work: (gone: AbortSignal) => Promise<T>,
): Promise<T> {
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  if (res.destroyed) gone.abort();
  else res.once("close", onClose);
  try {
    return await work(gone.signal);
  } finally {
    res.off("close", onClose);
  }
}

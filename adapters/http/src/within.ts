/**
 * What `work` answers, or a rejection "no answer in {ms} ms" once it has taken longer: for a
 * caller (a readiness probe, a scrape) that must answer in time whatever a service does.
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

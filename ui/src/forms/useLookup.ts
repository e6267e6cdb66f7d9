import { useEffect, useState } from "react";

/** A list loaded once when the form opens; empty until it arrives (or when it fails). */
export function useLookup<T>(load: () => Promise<readonly T[]>): readonly T[] {
  const [list, setList] = useState<readonly T[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per mount
  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setList(items),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

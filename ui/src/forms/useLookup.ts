import { useEffect, useRef, useState } from "react";

/** A list loaded once when the form opens; empty until it arrives (or when it fails). */
export function useLookup<T>(load: () => Promise<readonly T[]>): readonly T[] {
  return useLookupOf("", () => load());
}

/**
 * A list that depends on a choice (a type's devices, a province's cities): loaded for `key`,
 * reloaded whenever the key changes, and nothing to load while it is undefined. When the key
 * changes the old list is dropped at once, so none of its items is offered while the new one
 * is on the way, and an answer for a key no longer chosen is never taken. `onArrival` hears
 * each list taken (the latest callback given).
 */
export function useLookupOf<K extends string | number, T>(
  key: K | undefined,
  load: (key: K) => Promise<readonly T[]>,
  onArrival?: (list: readonly T[], key: K) => void,
): readonly T[] {
  const [list, setList] = useState<readonly T[]>([]);
  const latest = useRef({ load, onArrival });
  latest.current = { load, onArrival };
  useEffect(() => {
    let live = true;
    setList([]);
    if (key === undefined) return;
    latest.current.load(key).then(
      (items) => {
        if (!live) return;
        setList(items);
        latest.current.onArrival?.(items, key);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  return list;
}

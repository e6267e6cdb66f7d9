/** ids 1..n, in an order that is not the id order, so that sorting is really tested. */
export function shuffledIds(n: number): number[] {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return [...ids.filter((id) => id % 2 === 0), ...ids.filter((id) => id % 2 === 1).reverse()];
}

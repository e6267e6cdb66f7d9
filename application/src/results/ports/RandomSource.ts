/** Unpredictable bytes (the random part of a certificate number). */
export interface RandomSource {
  bytes(count: number): Uint8Array;
}

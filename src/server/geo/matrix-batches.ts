import type { DurationMatrix, GeoPoint, ProviderName, ViaDurations } from './types.js';

/** What a router's requests for one batch of vias answered. */
export interface BatchDurations {
  startToEnd: number | null;
  endToStart: number | null;
  /** The batch's vias' legs, in the batch's order. */
  vias: ViaDurations[];
}

/**
 * A day's matrix asked for in batches of at most batchSize vias, one batch after another, so each
 * request stays inside what the service accepts. Even without vias one batch is asked for: the
 * day's legs are measured against the direct trips, taken from the first batch that has them.
 */
export async function matrixInBatches(
  provider: ProviderName,
  vias: GeoPoint[],
  batchSize: number,
  measure: (batch: GeoPoint[]) => Promise<BatchDurations>,
): Promise<DurationMatrix> {
  const matrix: DurationMatrix = { provider, startToEnd: null, endToStart: null, vias: [] };
  for (let from = 0; from === 0 || from < vias.length; from += batchSize) {
    const measured = await measure(vias.slice(from, from + batchSize));
    matrix.startToEnd ??= measured.startToEnd;
    matrix.endToStart ??= measured.endToStart;
    matrix.vias.push(...measured.vias);
  }
  return matrix;
}

/**
 * Spec §9: the dashboard percentages are floored shares of the three counts (residents, incoming,
 * outgoing); NaN (no one at all) shows 0.
 */
export function persentase(value: number, total: number): number {
  const share = Math.floor((value / total) * 100);
  return Number.isFinite(share) ? share : 0;
}

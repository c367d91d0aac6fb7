/**
 * The public verification's rate limit (issue 36): at most `maks` checks per address in a sliding
 * window, counted in memory (one server process), before any database read.
 */
export interface BatasVerifikasi {
  /** True when this address may check once more now (and counts it). */
  boleh(alamat: string, now?: number): boolean;
}

export function batasVerifikasi(maks = 30, jendelaMs = 60_000): BatasVerifikasi {
  const catatan = new Map<string, number[]>();
  return {
    boleh(alamat, now = Date.now()) {
      const batas = now - jendelaMs;
      const waktu = (catatan.get(alamat) ?? []).filter((t) => t > batas);
      if (waktu.length >= maks) {
        catatan.set(alamat, waktu);
        return false;
      }
      waktu.push(now);
      catatan.set(alamat, waktu);
      // Keep the map small: addresses with nothing in the window go.
      if (catatan.size > 10_000) for (const [k, v] of catatan) if (v.every((t) => t <= batas)) catatan.delete(k);
      return true;
    },
  };
}

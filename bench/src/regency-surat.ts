// Layanan Surat in `pnpm bench:regency` (issue 36): for a village signed in as its Super Admin, the
// regency switches the module on (it starts off under a regency), the village saves an official, then
// one caller at a time: issuing a letter (POST /api/surat/keluar, the number taken in its transaction;
// target p95 < 100 ms) and the register (Buku Agenda Surat Keluar, first page and a search; p95 < 50 ms).
import { measure, type Stat } from './lib.js';

type Call = (path: string, init?: RequestInit, expected?: number) => Promise<unknown>;
const json = { 'content-type': 'application/json' };

export const TARGET_TERBIT_MS = 100;
export const TARGET_AGENDA_MS = 50;

/** The letter operations of one village; `desaId` is switched on by the Admin Kabupaten first. */
export async function suratOperations(
  call: Call,
  o: { desaId: string; auth: Record<string, string>; kabupatenAuth: Record<string, string>; n: number; budgetMs: number },
): Promise<Record<string, Stat>> {
  await call('/api/kabupaten/modul/mf-surat/desa', { method: 'PUT', headers: { ...o.kabupatenAuth, ...json }, body: JSON.stringify({ desa_ids: [o.desaId], aktif: true }) });
  const pejabat = (await call('/api/surat/pejabat', { method: 'POST', headers: { ...o.auth, ...json }, body: JSON.stringify({ nama: 'Kepala Bench', jabatan: 'Kepala Desa', bentuk: 'langsung', aktif: true }) }, 201)) as { data: { _id: string } };
  // Letters are issued only for residents still living in the village (not moved out, not deceased).
  const halaman = (await call('/api/penduduk?page=0&limit=50', { headers: o.auth })) as { data: Array<{ _id: string; status_penduduk?: string | null }> };
  const warga = { data: halaman.data.filter((p) => ['', 'penduduk_masuk'].includes(p.status_penduduk ?? '')) };
  if (warga.data.length === 0) throw new Error('no living resident on the first page of the list');
  let i = 0;
  const terbit = async () => {
    const body = { jenis_id: 'sktm', penduduk_id: warga.data[i++ % warga.data.length]!._id, pejabat_id: pejabat.data._id, isian: { keperluan: 'Beasiswa sekolah' } };
    await call('/api/surat/keluar', { method: 'POST', headers: { ...o.auth, ...json }, body: JSON.stringify(body) }, 201);
  };
  const ops: Record<string, Stat> = {};
  ops['terbitkanSurat (issue a letter)'] = await measure(o.n, 1, terbit, { budgetMs: o.budgetMs });
  ops['listSurat, first page'] = await measure(o.n, 1, async () => { await call('/api/surat/keluar?page=0&limit=10', { headers: o.auth }); }, { budgetMs: o.budgetMs });
  ops['listSurat q=<number part>'] = await measure(o.n, 1, async () => { await call('/api/surat/keluar?q=400&limit=10', { headers: o.auth }); }, { budgetMs: o.budgetMs });
  ops['listSurat q=<name>'] = await measure(o.n, 1, async () => { await call('/api/surat/keluar?q=siti&limit=10', { headers: o.auth }); }, { budgetMs: o.budgetMs });
  return ops;
}

/** What missed its target, as the bench's `targets.missed` lines. */
export function suratMissed(label: string, ops: Record<string, Stat>): string[] {
  return Object.entries(ops)
    .filter(([op, s]) => s.p95 >= (op.startsWith('terbitkanSurat') ? TARGET_TERBIT_MS : TARGET_AGENDA_MS))
    .map(([op, s]) => `${label} village letters: ${op} p95 ${s.p95} ms`);
}

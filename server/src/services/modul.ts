/**
 * Module releases and their rollout, from the regency console (docs/modul-rilis.md): installing an
 * immutable release into the module store, the regency's default version and its rollback, and each
 * village's setting (switched off, pinned, rolled back) by list or kecamatan. Every change goes to
 * the regency's log. Runs in a regency transaction (KabupatenContext).
 */
import type { KabupatenContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  findRilis,
  hitungModulDesa,
  insertRilis,
  lockModulKabupaten,
  semuaModulKabupaten,
  semuaRilis,
  simpanModulKabupaten,
  type RilisRow,
} from '../data/modul.js';
import { logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import type { ModuleEntry } from '../lib/modules.js';
import { bacaArsipRilis, RilisTidakValid } from '../modul/arsip.js';
import { bawaanOf, kecocokan, type Bawaan } from './modul-penugasan.js';
import { RilisSudahAda, urutkanVersiTerbaru } from '../modul/store.js';
import { untukDesa } from './versi-modul.js';

const MODUL_TIDAK_DITEMUKAN = 'Modul tidak ditemukan';
const labelVersi = (versi: string | null) => versi ?? 'bawaan server';

function toRilisDto(r: RilisRow): Schemas['RilisModul'] {
  return {
    modul_id: r.modulId,
    versi: r.versi,
    versi_kontrak: r.versiKontrak,
    rentang_kontrak: r.rentangKontrak,
    rentang_shell: r.rentangShell,
    ...kecocokan(r),
    ukuran: r.ukuran,
    jumlah_berkas: r.jumlahBerkas,
    sha256: r.sha256,
    dipasang_pada: r.createdAt.toISOString(),
    dipasang_oleh: r.dipasangOlehNama ?? null,
  };
}

function toBawaanDto(b: Bawaan | null): Schemas['VersiBawaan'] | null {
  if (!b) return null;
  return { versi: b.versi, rentang_kontrak: b.rentangKontrak, rentang_shell: b.rentangShell, ...kecocokan(b) };
}

export function modulService(ctx: KabupatenContext) {
  const { db } = ctx;

  function modulOf(id: string): ModuleEntry {
    const m = ctx.modules.modules.find((x) => x.id === id);
    if (!m) throw notFound(MODUL_TIDAK_DITEMUKAN);
    return m;
  }

  const bawaan = (id: string) => bawaanOf(ctx.modules, ctx.config.staticRoot, id);

  /** A version the regency may assign: installed and servable (null: the built-in build, when there is one). */
  async function periksaVersi(m: ModuleEntry, versi: string | null): Promise<void> {
    if (versi === null) {
      const b = await bawaan(m.id);
      if (!b) throw notFound(`Server ini tidak punya versi bawaan modul ${m.title}`);
      const { cocok, alasan } = kecocokan(b);
      if (!cocok) throw conflict('VERSI_TIDAK_COCOK', `Versi bawaan modul ${m.title} tidak dapat dipakai: ${alasan}`);
      return;
    }
    const rilis = await findRilis(db, m.id, versi);
    if (!rilis || !(await ctx.modulStore.ada(m.id, versi))) throw notFound(`Versi ${versi} modul ${m.title} belum terpasang`);
    const { cocok, alasan } = kecocokan(rilis);
    if (!cocok) throw conflict('VERSI_TIDAK_COCOK', `Versi ${versi} modul ${m.title} tidak dapat dipakai: ${alasan}`);
  }

  async function daftar(): Promise<Schemas['ModulKabupaten'][]> {
    const [kabupaten, rilis, hitung] = await Promise.all([semuaModulKabupaten(db), semuaRilis(db), hitungModulDesa(db)]);
    return Promise.all(ctx.modules.modules.map(async (m) => toModulDto(m, kabupaten.find((k) => k.modulId === m.id), rilis, hitungOf(m, hitung))));
  }

  async function satu(id: string): Promise<Schemas['ModulKabupaten']> {
    const m = modulOf(id);
    const [kabupaten, rilis, hitung] = await Promise.all([semuaModulKabupaten(db), semuaRilis(db), hitungModulDesa(db)]);
    return toModulDto(m, kabupaten.find((k) => k.modulId === m.id), rilis, hitungOf(m, hitung));
  }

  /** A module off until rolled out is off in every village that has not switched it on. */
  function hitungOf(m: ModuleEntry, h: Awaited<ReturnType<typeof hitungModulDesa>>): { nonaktif: number; khusus: number } {
    const x = h.perModul.get(m.id) ?? { nonaktif: 0, aktif: 0, khusus: 0 };
    return { nonaktif: m.nonaktifAwal ? h.jumlahDesa - x.aktif : x.nonaktif, khusus: x.khusus };
  }

  async function toModulDto(
    m: ModuleEntry,
    k: { versi: string | null; versiSebelumnya: string | null; adaSebelumnya: boolean } | undefined,
    rilis: RilisRow[],
    hitung: { nonaktif: number; khusus: number } | undefined,
  ): Promise<Schemas['ModulKabupaten']> {
    const milik = rilis.filter((r) => r.modulId === m.id);
    const urut = urutkanVersiTerbaru(milik.map((r) => r.versi));
    return {
      id: m.id,
      judul: m.title,
      wajib: m.wajib === true,
      untuk_desa: untukDesa(m),
      bawaan: toBawaanDto(await bawaan(m.id)),
      versi_default: k?.versi ?? null,
      versi_sebelumnya: k?.versiSebelumnya ?? null,
      ada_versi_sebelumnya: k?.adaSebelumnya ?? false,
      rilis: urut.map((v) => toRilisDto(milik.find((r) => r.versi === v) as RilisRow)),
      desa_nonaktif: hitung?.nonaktif ?? 0,
      desa_versi_khusus: hitung?.khusus ?? 0,
    };
  }

  /** Checks the archive, keeps its files in the store, then records it; never half-installed. */
  async function pasang(bytes: Buffer, actor: Actor): Promise<Schemas['RilisModul']> {
    let arsip: Awaited<ReturnType<typeof bacaArsipRilis>>;
    try {
      arsip = await bacaArsipRilis(bytes, { modulDikenal: new Set(ctx.modules.modules.map((m) => m.id)) });
    } catch (err) {
      if (err instanceof RilisTidakValid) throw badRequest(err.message, 'RILIS_TIDAK_VALID');
      throw err;
    }
    const { manifest } = arsip;
    const m = modulOf(manifest.id);
    const sudahAda = () => conflict('RILIS_SUDAH_ADA', `Modul ${m.title} versi ${manifest.versi} sudah terpasang. Sebuah rilis tidak dapat diubah: naikkan versinya.`);
    await lockModulKabupaten(db, m.id);
    if (await findRilis(db, m.id, manifest.versi)) throw sudahAda();
    // Files left by an install whose record was never written (a crash, a restored database) go first.
    if (await ctx.modulStore.ada(m.id, manifest.versi)) await ctx.modulStore.hapus(m.id, manifest.versi);
    try {
      await ctx.modulStore.simpan(manifest, arsip.salin);
    } catch (err) {
      if (err instanceof RilisSudahAda) throw sudahAda();
      throw err;
    }
    try {
      const row = await insertRilis(db, {
        modulId: m.id,
        versi: manifest.versi,
        versiKontrak: manifest.versi_kontrak,
        rentangKontrak: manifest.rentang_kontrak,
        rentangShell: manifest.rentang_shell,
        sha256: arsip.sha256,
        ukuran: arsip.ukuran,
        jumlahBerkas: arsip.nama.length,
        dipasangOleh: actor.id,
        dipasangOlehNama: actor.name,
      });
      const dto = toRilisDto(row);
      await logKabupatenActivity(db, actor, { activityName: `Memasang rilis modul ${m.title} versi ${manifest.versi}`, entity: 'modul_rilis', entityId: `${m.id}@${manifest.versi}`, after: dto });
      return dto;
    } catch (err) {
      await ctx.modulStore.hapus(m.id, manifest.versi).catch(() => undefined);
      throw err;
    }
  }

  async function setDefault(id: string, versi: string | null, actor: Actor): Promise<Schemas['ModulKabupaten']> {
    const m = modulOf(id);
    const before = await lockModulKabupaten(db, m.id);
    await periksaVersi(m, versi);
    const sekarang = before?.versi ?? null;
    if (sekarang !== versi) {
      await simpanModulKabupaten(db, { modulId: m.id, versi, versiSebelumnya: sekarang, adaSebelumnya: true });
      await logKabupatenActivity(db, actor, {
        activityName: `Mengubah versi kabupaten modul ${m.title} dari ${labelVersi(sekarang)} ke ${labelVersi(versi)}`,
        entity: 'modul_kabupaten',
        entityId: m.id,
        before: { versi: sekarang },
        after: { versi },
      });
    }
    return satu(m.id);
  }

  async function kembalikanDefault(id: string, actor: Actor): Promise<Schemas['ModulKabupaten']> {
    const m = modulOf(id);
    const before = await lockModulKabupaten(db, m.id);
    if (!before?.adaSebelumnya) throw conflict('TIDAK_ADA_VERSI_SEBELUMNYA', `Versi kabupaten modul ${m.title} belum pernah diubah: tidak ada versi sebelumnya`);
    const tujuan = before.versiSebelumnya;
    await periksaVersi(m, tujuan);
    await simpanModulKabupaten(db, { modulId: m.id, versi: tujuan, versiSebelumnya: before.versi, adaSebelumnya: true });
    await logKabupatenActivity(db, actor, {
      activityName: `Mengembalikan versi kabupaten modul ${m.title} dari ${labelVersi(before.versi)} ke ${labelVersi(tujuan)}`,
      entity: 'modul_kabupaten',
      entityId: m.id,
      before: { versi: before.versi },
      after: { versi: tujuan },
    });
    return satu(m.id);
  }

  return { modulOf, periksaVersi, daftar, satu, pasang, setDefault, kembalikanDefault };
}

/**
 * A move between two villages of the regency (issue 38), the steps each side takes alone: A sends
 * (a snapshot of the family's records, the moving-out data and copies of the card's documents; the
 * people stay active in A), B refuses with a reason, A cancels before B decides; and what each side
 * reads (only the moves it is a party to: the table's policy, and every query names the village).
 * B's acceptance, which changes both sides at once, is pindah-antar-desa-terima.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { KabupatenContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import {
  desaKabupaten,
  dokumenKartu,
  findPindah,
  insertPindah,
  jumlahPindahKabupaten,
  listPindah,
  lockPindah,
  orangKiriman,
  pindahBerjalanOf,
  PINDAH_TIDAK_DITEMUKAN,
  updatePindah,
  type PindahRow,
} from '../data/pindah-antar-desa.js';
import { findKartuKeluarga, KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../data/kartu-keluarga.js';
import { lockPendudukByIds, PENDUDUK_TIDAK_DITEMUKAN } from '../data/penduduk.js';
import { namaDesa, type DokumenKiriman, type StatusPindahAntarDesa } from '../domain/pindah-antar-desa.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { foundOr404, idOr404 } from '../lib/ids.js';
import { copyStoredFile, readStoredCopy, unlinkStoredFiles } from '../lib/stored-files.js';

export type PindahDto = Schemas['PindahAntarDesa'];

/** The move as the caller's village sees it (arah from its side; B's card only to B). */
export function pindahDto(r: PindahRow, desaId: string): PindahDto {
  const k = r.kiriman;
  const desa = (d: typeof k.desaAsal) => ({ _id: d.id, nama_desa: d.nama, kecamatan: d.kecamatan, kode_wilayah: d.kodeWilayah });
  const masuk = r.desaTujuanId === desaId;
  return {
    _id: r.id,
    arah: masuk ? 'masuk' : 'keluar',
    status: r.status,
    desa_asal: desa(k.desaAsal),
    desa_tujuan: desa(k.desaTujuan),
    tanggal_pindah: r.tanggalPindah,
    alasan_pindah: k.alasanPindah,
    nomor_surat: k.nomorSurat,
    catatan: k.catatan,
    no_kk: k.noKk,
    alamat_asal: k.alamatAsal,
    anggota: k.anggota.map((o) => ({
      nik: o.nik,
      nama_lengkap: o.namaLengkap,
      jenis_kelamin: o.jenisKelamin,
      tempat_tanggal_lahir: o.tempatTanggalLahir,
      posisi_dalam_keluarga: o.posisiDalamKeluarga,
      agama: o.agama,
      pekerjaan: o.pekerjaan,
      status_perkawinan: o.statusPerkawinan,
      pendidikan_terakhir: o.pendidikanTerakhir,
      kewarganegaraan: o.kewarganegaraan,
    })),
    dokumen: k.dokumen.map((d) => ({ jenis: d.jenis })),
    alasan_tolak: r.alasanTolak,
    dikirim_oleh: r.dikirimOlehNama,
    diputus_oleh: r.diputusOlehNama,
    diputus_pada: r.diputusPada ? r.diputusPada.toISOString() : null,
    kk_tujuan_id: masuk ? r.kkTujuanId : null,
    penduduk_keluar_id: masuk ? null : r.pendudukKeluarId,
    createdAt: r.createdAt.toISOString(),
  };
}

export const PINDAH_SUDAH_DIPUTUS = 'Data pindah ini sudah tidak menunggu keputusan (sudah diterima, ditolak atau dibatalkan)';

/** 409 unless the move is still in flight. */
export function pastikanDikirim(r: PindahRow): void {
  if (r.status !== 'dikirim') throw conflict('CONFLICT', PINDAH_SUDAH_DIPUTUS);
}

export function pindahAntarDesaService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;

  const desaTujuan = async () => (await desaKabupaten(db)).filter((d) => d.id !== desaId);

  const list = async (q: { arah?: 'masuk' | 'keluar' | undefined; status?: StatusPindahAntarDesa | undefined }) => (await listPindah(db, desaId, q)).map((r) => pindahDto(r, desaId));

  const get = (id: string) => foundOr404(id, PINDAH_TIDAK_DITEMUKAN, async (id) => {
    const r = await findPindah(db, desaId, id);
    return r && pindahDto(r, desaId);
  });

  /**
   * One document the move carries, for either of its two villages (a third gets the move's 404): the
   * move's own copy, made when A sent it, so B reads it before deciding without reading A's files.
   */
  async function dokumen(id: string, jenis: DokumenKiriman['jenis']): Promise<{ mime: string; bytes: Buffer; nama: string }> {
    idOr404(id, PINDAH_TIDAK_DITEMUKAN);
    const r = await findPindah(db, desaId, id);
    if (!r) throw notFound(PINDAH_TIDAK_DITEMUKAN);
    const d = r.kiriman.dokumen.find((x) => x.jenis === jenis);
    const bytes = d ? await readStoredCopy(config.dataDir, d.storedName) : null;
    if (!d || !bytes) throw notFound('Dokumen ini tidak ada pada data pindah ini');
    const ext = d.storedName.includes('.') ? d.storedName.slice(d.storedName.lastIndexOf('.')) : '';
    return { mime: d.mime, bytes, nama: `${jenis === 'foto_kk' ? 'kartu-keluarga' : 'surat-pindah'}-${r.kiriman.noKk}${ext}` };
  }

  /** A sends: the people (one card, all active here, none in another move) to another village of the regency. */
  async function kirim(body: Schemas['KirimPindahInput'], actor: Actor): Promise<PindahDto> {
    idOr404(body.desa_tujuan_id, 'Desa tujuan tidak ditemukan');
    for (const id of body.anggota) idOr404(id, PENDUDUK_TIDAK_DITEMUKAN);
    const villages = await desaKabupaten(db);
    const asal = villages.find((d) => d.id === desaId);
    const tujuan = villages.find((d) => d.id === body.desa_tujuan_id);
    if (!tujuan || !asal) throw notFound('Desa tujuan tidak ditemukan di kabupaten ini');
    if (tujuan.id === desaId) throw badRequest('Desa tujuan tidak boleh desa ini sendiri');
    const copies: string[] = [];
    try {
      return await db.transaction(async (tx) => {
        const [first] = await orangKiriman(tx, desaId, body.anggota.slice(0, 1));
        if (!first) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        const kk = await lockKartuKeluarga(tx, desaId, first.kkId);
        if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
        await lockPendudukByIds(tx, desaId, body.anggota);
        const orang = await orangKiriman(tx, desaId, body.anggota);
        if (orang.length !== body.anggota.length) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
        if (orang.some((o) => o.kkId !== kk.id)) throw badRequest('Semua yang pindah harus dari satu kartu keluarga');
        const tidakAktif = orang.find((o) => o.status !== '' && o.status !== 'penduduk_masuk');
        if (tidakAktif) throw conflict('TRANSITION_REFUSED', `${tidakAktif.namaLengkap} bukan penduduk aktif desa ini`);
        if (await pindahBerjalanOf(tx, desaId, body.anggota)) throw conflict('TRANSITION_REFUSED', 'Sebagian penduduk ini sedang dalam proses pindah ke desa lain');
        const dokumen: DokumenKiriman[] = [];
        for (const d of await dokumenKartu(tx, desaId, kk.id)) {
          const copy = await copyStoredFile(config.dataDir, d.storedName);
          if (copy) {
            copies.push(copy);
            dokumen.push({ ...d, storedName: copy });
          }
        }
        const kartu = await findKartuKeluarga(tx, desaId, kk.id);
        const row = await insertPindah(tx, {
          desaAsalId: desaId,
          desaTujuanId: tujuan.id,
          kkAsalId: kk.id,
          anggotaAsal: body.anggota,
          tanggalPindah: body.tanggal_pindah,
          dikirimOlehNama: actor.name,
          kiriman: {
            desaAsal: asal,
            desaTujuan: tujuan,
            noKk: kk.noKk,
            alamatAsal: [kartu?.alamat_desa?.teks || kk.alamat, namaDesa(asal), `Kecamatan ${asal.kecamatan}`].filter(Boolean).join(', '),
            alasanPindah: body.alasan_pindah.trim(),
            nomorSurat: body.nomor_surat?.trim() ?? '',
            catatan: body.catatan?.trim() ?? '',
            anggota: orang.map(({ id: _id, kkId: _kk, status: _s, ...o }) => o),
            dokumen,
          },
        }).catch((err: unknown) => {
          if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
            throw conflict('CONFLICT', 'Keluarga ini sudah dalam proses pindah ke desa lain');
          }
          throw err;
        });
        await logActivity(tx, actor, {
          activityName: `Mengirim pindah ${orang.length} penduduk KK ${kk.noKk} ke ${namaDesa(tujuan)}`,
          entity: 'pindah_antar_desa',
          entityId: row.id,
          after: pindahDto(row, desaId),
        });
        return pindahDto(row, desaId);
      });
    } catch (err) {
      await unlinkStoredFiles(config.dataDir, copies);
      throw err;
    }
  }

  /** Ends a move in flight without accepting it: B refuses (with a reason) or A cancels. */
  async function akhiri(id: string, actor: Actor, log: FastifyBaseLogger, sisi: 'asal' | 'tujuan', alasan?: string): Promise<PindahDto> {
    idOr404(id, PINDAH_TIDAK_DITEMUKAN);
    const row = await db.transaction(async (tx) => {
      const r = await lockPindah(tx, desaId, id);
      if (!r || (sisi === 'asal' ? r.desaAsalId : r.desaTujuanId) !== desaId) throw notFound(PINDAH_TIDAK_DITEMUKAN);
      pastikanDikirim(r);
      const done = await updatePindah(tx, id, {
        status: sisi === 'asal' ? 'dibatalkan' : 'ditolak',
        alasanTolak: alasan ?? null,
        diputusOlehNama: actor.name,
        diputusPada: new Date(),
      });
      const k = r.kiriman;
      await logActivity(tx, actor, {
        activityName:
          sisi === 'asal'
            ? `Membatalkan pindah KK ${k.noKk} ke ${namaDesa(k.desaTujuan)}`
            : `Menolak kedatangan KK ${k.noKk} dari ${namaDesa(k.desaAsal)}: ${alasan ?? ''}`,
        entity: 'pindah_antar_desa',
        entityId: id,
        before: { status: r.status },
        after: { status: done.status, alasan_tolak: done.alasanTolak },
      });
      return done;
    });
    await unlinkStoredFiles(config.dataDir, row.kiriman.dokumen.map((d) => d.storedName), log);
    return pindahDto(row, desaId);
  }

  const tolak = (id: string, body: Schemas['TolakPindahInput'], actor: Actor, log: FastifyBaseLogger) => {
    const alasan = body.alasan.trim();
    if (!alasan) throw badRequest('Alasan penolakan wajib diisi');
    return akhiri(id, actor, log, 'tujuan', alasan);
  };
  const batal = (id: string, actor: Actor, log: FastifyBaseLogger) => akhiri(id, actor, log, 'asal');

  return { desaTujuan, list, get, dokumen, kirim, tolak, batal };
}

/** The regency console's counts of moves between its villages (never a row: sid_jumlah_pindah_antar_desa()). */
export const jumlahPindahAntarDesa = (ctx: KabupatenContext) => jumlahPindahKabupaten(ctx.db);

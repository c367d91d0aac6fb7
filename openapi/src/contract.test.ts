// The contract's own checks: the spec lints clean and the generated types are fresh.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_DIR, SPEC_PATH, readSpec } from './spec-test-utils';

const node = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [join(PACKAGE_DIR, 'scripts', script), ...args], { encoding: 'utf8', cwd: PACKAGE_DIR });

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sid-openapi-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('check-generated', () => {
  it('passes on the committed src/schema.d.ts', () => {
    const run = node('check-generated.mjs');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails with a clear message when the generated file is stale', () => {
    const stale = join(tmp, 'schema.d.ts');
    writeFileSync(stale, readFileSync(join(PACKAGE_DIR, 'src/schema.d.ts'), 'utf8').replace('nama_lengkap', 'nama_lama'));
    const run = node('check-generated.mjs', ['--generated', stale]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/schema.d.ts is stale: run pnpm gen');
  });

  it('fails when the yaml changed after generation', () => {
    const spec = join(tmp, 'openapi.yaml');
    writeFileSync(spec, readFileSync(SPEC_PATH, 'utf8').replace('summary: Dashboard counts', 'summary: Dashboard numbers'));
    const run = node('check-generated.mjs', ['--spec', spec]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/schema.d.ts is stale: run pnpm gen');
  });
});

describe('lint-spec', () => {
  it('openapi.yaml has no problems', () => {
    const run = node('lint-spec.mjs');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('catches a broken contract', () => {
    const spec = join(tmp, 'broken.yaml');
    const text = readFileSync(SPEC_PATH, 'utf8')
      .replace('operationId: getKelahiran\n', 'operationId: listKelahiran\n')
      .replace("  /api/kematian/{id}:\n    get:\n", "  /api/kematian/{id}:\n    get:\n      security: []\n")
      .replace("        nama_jabatan: { type: string, minLength: 1, maxLength: 100, pattern: '\\S' }", "        nama_jabatan: { type: string, minLength: 1, pattern: '\\S' }")
      .replace("schema: { $ref: '#/components/schemas/DashboardCountsResponse' }", "schema: { $ref: '#/components/schemas/Missing' }");
    writeFileSync(spec, text);
    const run = node('lint-spec.mjs', [spec]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('operationId listKelahiran also used');
    expect(run.stderr).toContain('must require tokenAuth');
    expect(run.stderr).toContain('request string needs maxLength');
    expect(run.stderr).toMatch(/unresolved \$ref|no-unresolved-refs/);
  });
});

describe('the document', () => {
  const spec = readSpec();
  const ops = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op as { operationId: string } })),
  );
  const ids = ops.map((o) => o.op.operationId);

  it('covers every call of spec §7 with the decided readings', () => {
    const expected = [
      'post /api/auth/admin', 'post /api/activity/{userId}', 'get /api/activity/all', 'get /api/activity', 'get /api/auth/all',
      'post /api/auth/register', 'put /api/auth/update/{id}', 'delete /api/auth/delete/{id}',
      'get /api/penduduk', 'get /api/penduduk/all/s', 'get /api/penduduk/s', 'get /api/penduduk/s/kk', 'get /api/penduduk/all/nik/s',
      'get /api/penduduk/{id}', 'post /api/penduduk/{id}', 'put /api/penduduk/{id}', 'delete /api/penduduk/{idPenduduk}/d/{idKK}',
      'get /api/kartu_keluarga', 'get /api/kartu_keluarga/{id}', 'post /api/kartu_keluarga', 'post /api/kartu_keluarga/in',
      'get /api/penduduk_masuk/k', 'get /api/penduduk_masuk/{id}', 'post /api/penduduk_masuk/{idKK}/p', 'put /api/penduduk_masuk/{id}',
      'delete /api/penduduk_masuk/{idKK}/d/{idDocRecord}',
      'get /api/penduduk_keluar', 'get /api/penduduk_keluar/{id}', 'delete /api/penduduk_keluar/{id}/d/{followerId}',
      'delete /api/penduduk_keluar/{id}/d', 'post /api/penduduk_keluar/{idKK}/m', 'post /api/penduduk_keluar/{id}',
      'post /api/keterangan/{id}', 'put /api/keterangan/{id}', 'delete /api/keterangan/{id}/d/{statementId}',
      'get /api/kelahiran', 'get /api/kelahiran/{id}', 'post /api/kelahiran', 'put /api/kelahiran/{id}', 'delete /api/kelahiran/{id}',
      'get /api/kematian', 'get /api/kematian/{id}', 'post /api/kematian/{id}', 'put /api/kematian/{id}', 'delete /api/kematian/{id}',
      'post /api/kematian/arsip/{id}', 'put /api/kematian/arsip/{id}', 'delete /api/kematian/arsip/{id}',
      'post /api/signature/{id}/p/kelahiran', 'post /api/signature/{id}/p/kematian', 'post /api/signature/{id}/p/keluar',
      'put /api/signature/{signatureId}/u',
      'get /api/config', 'get /files/{name}',
      'get /api/penduduk/csv', 'get /api/kartu_keluarga/csv', 'get /api/kartu_keluarga/{id}/csv', 'get /api/penduduk_masuk/csv',
      'get /api/penduduk_masuk/{idKK}/csv', 'get /api/penduduk_keluar/csv', 'get /api/kelahiran/csv', 'get /api/kematian/csv',
      // Beyond the spec: the regency (docs/adr/0008-villages-isolated-by-the-database.md).
      'get /api/desa', 'get /api/kabupaten/ringkasan', 'get /api/kabupaten/desa', 'post /api/kabupaten/desa',
      'get /api/kabupaten/desa/{id}', 'put /api/kabupaten/desa/{id}', 'put /api/kabupaten/desa/{id}/status',
      'post /api/kabupaten/desa/{id}/super_admin', 'put /api/kabupaten/desa/{id}/super_admin/{userId}/password',
      // Issue 38: a standalone village joins the regency (dry run, then all or nothing).
      'post /api/kabupaten/gabung/periksa', 'post /api/kabupaten/gabung', 'post /api/cadangan/ekspor_desa',
      'get /api/kabupaten/wilayah/{kode}', 'get /api/kabupaten/aktivitas',
      // Beyond the spec: a clerk's own password (docs/decisions.md).
      'put /api/auth/password',
      // Beyond the spec: backups (docs/adr/0011-backups.md).
      'get /api/cadangan', 'post /api/cadangan', 'get /api/cadangan/status', 'get /api/cadangan/{id}/unduh',
      // Beyond the spec: the warnings of the resident form (issue 13, docs/decisions.md).
      'post /api/penduduk/periksa',
      // Beyond the spec: deleted records kept 30 days (docs/adr/0012-data-terhapus.md).
      'get /api/dampak_hapus/penduduk/{idPenduduk}/d/{idKK}', 'get /api/dampak_hapus/kelahiran/{id}', 'get /api/dampak_hapus/kematian/{id}',
      'get /api/data_terhapus', 'post /api/data_terhapus/{id}/pulihkan', 'delete /api/data_terhapus/{id}',
      // Beyond the spec: the spreadsheet import (issue 13, docs/impor.md).
      'get /api/impor/penduduk/templat', 'post /api/impor/penduduk/periksa', 'post /api/impor/penduduk', 'get /api/impor/penduduk/{id}', 'get /api/impor/penduduk/terakhir',
      // Module releases and rollout (issue 12).
      'get /api/kabupaten/modul', 'post /api/kabupaten/modul/rilis', 'put /api/kabupaten/modul/{modulId}/default',
      'post /api/kabupaten/modul/{modulId}/default/kembalikan', 'get /api/kabupaten/modul/{modulId}/desa', 'put /api/kabupaten/modul/{modulId}/desa',
      'post /api/modul/laporan',
      // The regency's reach into a village, seen by it (issue 33, docs/decisions.md).
      'get /api/tindakan_kabupaten', 'put /api/tindakan_kabupaten/{id}/diakui', 'get /api/kabupaten/desa/{id}/tindakan',
      // The records left to complete (issue 35, docs/decisions.md).
      'get /api/penduduk/perlu_dilengkapi',
      // The village's own areas and a family card's address here (issue 35, docs/decisions.md).
      'get /api/wilayah_desa', 'post /api/wilayah_desa', 'put /api/wilayah_desa/{id}', 'delete /api/wilayah_desa/{id}',
      'post /api/wilayah_desa/{id}/gabung', 'put /api/kartu_keluarga/{id}/alamat',
      // The new head of a family after a death or a lone move-out (issue 40, docs/decisions.md).
      'get /api/kartu_keluarga/tanpa_kepala', 'put /api/kartu_keluarga/{id}/kepala',
      // Beyond the spec (issue 40): an incoming card's arrival date.
      'put /api/kartu_keluarga/{id}/tanggal_datang',
      // The activity log's user filter (issue 40, docs/decisions.md).
      'get /api/activity/pelaku',
      // The regency console: villages by modules, one village's versions, the first village's code (issue 40).
      'get /api/kabupaten/versi_modul', 'get /api/kabupaten/desa/{id}/versi_modul', 'put /api/kabupaten/desa/{id}/kode_wilayah',
      // Laporan Bulanan Penduduk from the event ledger (issue 37, docs/decisions.md).
      'get /api/laporan_bulanan', 'get /api/laporan_bulanan/csv', 'post /api/laporan_bulanan/tutup', 'get /api/laporan_bulanan/pengingat', 'post /api/laporan_kop/pejabat',
      // A move between two villages of the regency (issue 38, docs/decisions.md).
      'get /api/pindah_antar_desa/desa', 'get /api/pindah_antar_desa', 'post /api/pindah_antar_desa', 'get /api/pindah_antar_desa/{id}',
      'post /api/pindah_antar_desa/{id}/terima', 'post /api/pindah_antar_desa/{id}/tolak', 'post /api/pindah_antar_desa/{id}/batal', 'get /api/kabupaten/pindah_antar_desa',
      // Issue 38, third pass: a move's documents before deciding; the old install left read-only after its export.
      'get /api/pindah_antar_desa/{id}/dokumen/{jenis}', 'put /api/desa/hanya_baca',
      'get /api/laporan_kop', 'get /api/buku_induk', 'get /api/buku_induk/csv', 'get /api/buku_mutasi', 'get /api/buku_mutasi/csv', 'get /api/buku_rekapitulasi', 'get /api/buku_rekapitulasi/csv',
      // Statistik Penduduk of a village and of the regency, the regency's monthly report (issue 37, docs/decisions.md).
      'get /api/statistik_penduduk', 'get /api/statistik_penduduk/csv', 'get /api/kabupaten/statistik', 'get /api/kabupaten/statistik/csv',
      'get /api/kabupaten/laporan_bulanan', 'get /api/kabupaten/laporan_bulanan/csv', 'get /api/kabupaten/desa/{id}/laporan_bulanan',
      // Layanan Surat (issue 36, docs/decisions.md): kinds, officials, numbering, letters, the public check.
      'get /api/surat/jenis', 'put /api/surat/jenis/{jenisId}/teks', 'delete /api/surat/jenis/{jenisId}/teks',
      'get /api/surat/pejabat', 'post /api/surat/pejabat', 'put /api/surat/pejabat/{id}',
      'get /api/surat/penomoran', 'put /api/surat/penomoran', 'post /api/surat/pratinjau',
      'get /api/surat/keluar', 'post /api/surat/keluar', 'get /api/surat/keluar/csv', 'get /api/surat/keluar/{id}',
      'post /api/surat/keluar/{id}/cetak', 'post /api/surat/keluar/{id}/cabut',
      'get /api/surat/logo', 'put /api/surat/kabupaten/logo', 'get /api/surat/kabupaten/jenis', 'post /api/surat/kabupaten/jenis', 'put /api/surat/kabupaten/jenis/{jenisId}',
      'get /api/surat/kabupaten/rekap', 'get /api/verifikasi/{token}', 'get /verifikasi/{token}',
    ];
    const actual = ops.map((o) => `${o.method} ${o.path}`);
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('has unique operationIds', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the spec field names of the entities', () => {
    const props = (name: string) => Object.keys((spec.components.schemas[name]?.properties ?? {}) as object);
    expect(props('Penduduk')).toEqual(expect.arrayContaining([
      '_id', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'agama', 'pekerjaan', 'pendidikan_terakhir',
      'status_perkawinan', 'jenis_kelamin', 'posisi_dalam_keluarga', 'status_penduduk', 'keluarga_dari', 'createdAt', 'updatedAt',
      'data_kelahiran', 'data_kematian', 'data_penduduk_keluar',
    ]));
    expect(props('KartuKeluarga')).toEqual(expect.arrayContaining(['_id', 'no_kk', 'anggota_keluarga', 'data_penduduk_masuk']));
    expect(props('KeteranganMasuk')).toEqual(expect.arrayContaining(['_id', 'foto_kk', 'foto_surat_masuk']));
    expect(props('PendudukKeluar')).toEqual(expect.arrayContaining(['_id', 'penduduk_keluar_desa', 'keterangan_keluar_desa', 'signatures']));
    expect(props('KeteranganKeluar')).toEqual(expect.arrayContaining([
      '_id', 'nomor_surat', 'alamat_pindah', 'alasan_pindah', 'pengikut', 'tanggal_ktp', 'meninggalkan_desa_pada', 'catatan',
      'kewarganegaraan', 'foto_pengusul',
    ]));
    expect(props('Signature')).toEqual(expect.arrayContaining(['_id', 'nama_lengkap', 'nama_jabatan']));
    expect(props('Kelahiran')).toEqual(expect.arrayContaining([
      '_id', 'nik', 'nama', 'jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'hari_kelahiran', 'jam_lahir',
      'nomor_surat_kelahiran', 'hubungan_pelapor', 'data_ayah', 'data_ibu', 'signatures',
    ]));
    expect(props('Kematian')).toEqual(expect.arrayContaining([
      '_id', 'pemilik_data', 'arsip_kematian', 'tanggal_meninggal', 'hari_meninggal', 'tempat_meninggal', 'nomor_surat_kematian',
      'penyebab_meninggal', 'signatures',
    ]));
    expect(props('User')).not.toContain('password');
    expect(props('DashboardCounts').sort()).toEqual([
      'data_kk', 'data_penduduk', 'data_penduduk_keluar', 'data_penduduk_masuk', 'data_pria', 'data_wanita',
      'inc_data_kematian', 'inc_data_penduduk_keluar', 'inc_data_penduduk_masuk',
      // Beyond the spec (issue 38): arrivals from another village of the regency waiting for a decision.
      'kedatangan_desa_lain',
      // Beyond the spec (issue 35): the records left to complete.
      'perlu_dilengkapi',
      // Beyond the spec (issue 40): cards whose head died or moved out, waiting for a new one.
      'tanpa_kepala',
    ]);
  });

  it('update bodies never accept the status or links', () => {
    for (const name of ['PendudukUpdateInput', 'KartuKeluargaCreateInput', 'KartuKeluargaMasukCreateInput', 'KelahiranUpdateInput', 'KematianInput']) {
      const keys = Object.keys((spec.components.schemas[name]?.properties ?? {}) as object);
      for (const forbidden of ['status_penduduk', 'keluarga_dari', 'data_kelahiran', 'data_kematian', 'data_penduduk_keluar', '_id']) {
        expect(keys).not.toContain(forbidden);
      }
    }
  });
});


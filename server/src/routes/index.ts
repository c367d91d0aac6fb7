/**
 * operationId -> handler: every operation of openapi.yaml, typed by the generated contract
 * (`satisfies Routes`): a missing, misspelt or renamed handler, a wrong body or a wrong answer fails
 * `pnpm typecheck`. One file per aggregate; a route parses the request, calls its service and answers.
 */
import type { AppContext } from '../context.js';
import type { Routes } from '../contract.js';
import { activityRoutes } from './activity.js';
import { authRoutes } from './auth.js';
import { backupRoutes } from './backups.js';
import { configRoutes } from './config.js';
import { dataTerhapusRoutes } from './data-terhapus.js';
import { filesRoutes } from './files.js';
import { gabungDesaRoutes } from './gabung-desa.js';
import { imporRoutes } from './impor.js';
import { kabupatenRoutes } from './kabupaten.js';
import { kartuKeluargaRoutes } from './kartu-keluarga.js';
import { kelahiranRoutes } from './kelahiran.js';
import { kematianRoutes } from './kematian.js';
import { laporanBulananRoutes } from './laporan-bulanan.js';
import { bukuRoutes } from './buku.js';
import { modulRoutes } from './modul.js';
import { pendudukRoutes } from './penduduk.js';
import { periksaPendudukRoutes } from './periksa-penduduk.js';
import { pendudukKeluarRoutes } from './penduduk-keluar.js';
import { pendudukMasukRoutes } from './penduduk-masuk.js';
import { pindahAntarDesaRoutes } from './pindah-antar-desa.js';
import { signaturesRoutes } from './signatures.js';
import { statistikRoutes } from './statistik.js';
import { suratRoutes } from './surat.js';
import { verifikasiRoutes } from './verifikasi.js';
import { wilayahDesaRoutes } from './wilayah-desa.js';

export function buildRoutes(ctx: AppContext): Routes {
  return {
    ...authRoutes(ctx),
    ...activityRoutes(),
    ...configRoutes(ctx),
    ...filesRoutes(ctx),
    ...pendudukRoutes(),
    ...periksaPendudukRoutes(),
    ...kartuKeluargaRoutes(),
    ...pendudukMasukRoutes(),
    ...pendudukKeluarRoutes(),
    ...pindahAntarDesaRoutes(),
    ...kematianRoutes(),
    ...kelahiranRoutes(),
    ...signaturesRoutes(),
    ...kabupatenRoutes(),
    ...gabungDesaRoutes(ctx),
    ...backupRoutes(ctx),
    ...dataTerhapusRoutes(),
    ...imporRoutes(ctx),
    ...modulRoutes(),
    ...wilayahDesaRoutes(),
    ...laporanBulananRoutes(),
    ...bukuRoutes(),
    ...statistikRoutes(),
    ...suratRoutes(),
    ...verifikasiRoutes(ctx),
  } satisfies Routes;
}

/** What the shell needs before sign-in: the village and the modules to load. */
import type { AppContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { findDesa } from '../data/desa.js';
import { enabledModules } from '../lib/modules.js';

export function configService(ctx: AppContext) {
  async function publicConfig(): Promise<Schemas['PublicConfig']> {
    const [village, modules] = await Promise.all([findDesa(ctx.db, ctx.desaId), enabledModules(ctx.modules, ctx.config.staticRoot)]);
    const fallback = ctx.config.village;
    return {
      village: {
        nama_desa: village?.namaDesa ?? fallback.nama_desa,
        kecamatan: village?.kecamatan ?? fallback.kecamatan,
        kabupaten: village?.kabupaten ?? fallback.kabupaten,
        provinsi: village?.provinsi ?? fallback.provinsi,
        alamat_kantor: village?.alamatKantor ?? fallback.alamat_kantor,
        kode_pos: village?.kodePos ?? fallback.kode_pos,
      },
      modules,
    };
  }
  return { publicConfig };
}

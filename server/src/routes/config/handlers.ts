import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { desa } from '../../db/schema.js';
import { enabledModules } from '../../lib/modules.js';

export function configHandlers(ctx: AppContext) {
  async function getPublicConfig() {
    const [village] = await ctx.db.select().from(desa).where(eq(desa.id, ctx.desaId)).limit(1);
    const modules = await enabledModules(ctx.modules, ctx.config.staticRoot);
    return {
      success: true,
      data: {
        village: {
          nama_desa: village?.namaDesa ?? ctx.config.village.nama_desa,
          kecamatan: village?.kecamatan ?? ctx.config.village.kecamatan,
          kabupaten: village?.kabupaten ?? ctx.config.village.kabupaten,
          provinsi: village?.provinsi ?? ctx.config.village.provinsi,
          alamat_kantor: village?.alamatKantor ?? ctx.config.village.alamat_kantor,
          kode_pos: village?.kodePos ?? ctx.config.village.kode_pos,
        },
        modules,
      },
    };
  }
  return { getPublicConfig };
}

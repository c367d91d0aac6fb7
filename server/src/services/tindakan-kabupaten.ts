/**
 * The regency's actions in the caller's village (issue 33), for its Super Admins: the notice the shell
 * shows after sign-in until one of them acknowledges it, and the acknowledgement (logged).
 */
import type { AuthContext, VillageContext } from '../context.js';
import { akuiTindakan, listTindakan, toTindakanDto, type TindakanKabupatenDto, type TindakanKabupatenSort } from '../data/tindakan-kabupaten.js';
import { logActivity } from '../data/activity-log.js';
import { notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';

const TINDAKAN_TIDAK_DITEMUKAN = 'Pemberitahuan tidak ditemukan';

export function tindakanKabupatenService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function list(q: PageQuery<TindakanKabupatenSort> & { belum_diakui?: boolean | undefined }): Promise<{ rows: TindakanKabupatenDto[]; total: number }> {
    const { belum_diakui, ...page } = q;
    const { rows, total } = await listTindakan(db, desaId, { ...page, filter: { belumDiakui: belum_diakui } });
    return { rows: rows.map(toTindakanDto), total };
  }

  async function akui(id: string, auth: AuthContext): Promise<TindakanKabupatenDto> {
    idOr404(id, TINDAKAN_TIDAK_DITEMUKAN);
    const result = await akuiTindakan(db, desaId, id, { id: auth.user.id, nama: auth.user.namaLengkap });
    if (!result) throw notFound(TINDAKAN_TIDAK_DITEMUKAN);
    const dto = toTindakanDto(result.row);
    if (result.baru) {
      await logActivity(db, { id: auth.user.id, name: auth.user.namaLengkap, desaId }, {
        activityName: `Mengetahui tindakan Admin Kabupaten pada akun ${dto.username}`,
        entity: 'tindakan_kabupaten',
        entityId: dto._id,
        after: dto,
      });
    }
    return dto;
  }

  return { list, akui };
}

import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { sendCsvExport } from '../lib/csv.js';
import { actorOf } from '../plugins/auth.js';
import { kartuKeluargaService } from '../services/kartu-keluarga.js';

/** Family cards: list, search by No. KK, a card with its head (ordinary or incoming), detail, CSVs. */
export function kartuKeluargaRoutes(ctx: AppContext) {
  const kartu = kartuKeluargaService(ctx);
  return {
    listKartuKeluarga: async (request) => pageAnswer(await kartu.list(request.query)),
    searchKartuKeluargaByNoKk: async (request) => pageAnswer(await kartu.searchByNoKk(request.query)),
    createKartuKeluarga: async (request, reply) => {
      const data = await kartu.create(request.body, false, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Kartu keluarga berhasil ditambahkan', data });
    },
    createKartuKeluargaMasuk: async (request, reply) => {
      const data = await kartu.create(request.body, true, actorOf(request));
      return reply.code(201).send({ success: true, message: 'Kartu keluarga penduduk masuk berhasil ditambahkan', data });
    },
    getKartuKeluarga: async (request) => ({ success: true, data: await kartu.get(request.params.id) }),
    exportKartuKeluargaCsv: async (request, reply) => sendCsvExport(reply, kartu.csv(request.query)),
    exportAnggotaKeluargaCsv: async (request, reply) => sendCsvExport(reply, await kartu.membersCsv(request.params.id)),
  } satisfies Partial<Routes>;
}

import {
  aksiTransisi,
  ALASAN_TRANSISI_DITOLAK,
  alasanPindahKeluargaDitolak,
  alasanTransisiDitolak,
  bolehTransisi,
  isStatusPenduduk,
  statusKembali,
  TRANSISI,
  type Transisi,
} from './status-penduduk';
import { STATUS_PENDUDUK, type StatusPenduduk } from './enums';

const TRANSISI_SEMUA = Object.keys(TRANSISI) as Transisi[];

describe('the status transitions (server-rules "Residents and their status")', () => {
  it('allows exactly the cells of the table', () => {
    const allowed: Record<Transisi, StatusPenduduk[]> = {
      catatKematian: ['', 'penduduk_masuk'],
      pindahSatu: ['', 'penduduk_masuk'],
      pindahKeluarga: ['', 'penduduk_masuk'],
      batalKematian: ['meninggal'],
      batalPindah: ['penduduk_keluar'],
    };
    for (const t of TRANSISI_SEMUA) {
      for (const s of STATUS_PENDUDUK) expect([t, s, bolehTransisi(t, s)]).toEqual([t, s, allowed[t].includes(s)]);
    }
  });

  it('has a reason for every refused cell and none for an allowed one', () => {
    for (const t of TRANSISI_SEMUA) {
      for (const s of STATUS_PENDUDUK) {
        expect([t, s, ALASAN_TRANSISI_DITOLAK[t][s] !== undefined]).toEqual([t, s, !bolehTransisi(t, s)]);
        expect(alasanTransisiDitolak(t, s)).toBe(ALASAN_TRANSISI_DITOLAK[t][s]);
      }
    }
  });

  it('goes back to the kept start status when a death or a move is undone', () => {
    expect(statusKembali('penduduk_masuk')).toBe('penduduk_masuk');
    for (const s of ['', 'meninggal', 'penduduk_keluar', null, undefined] as const) expect(statusKembali(s)).toBe('');
  });

  it('knows a status when it sees one', () => {
    for (const s of STATUS_PENDUDUK) expect(isStatusPenduduk(s)).toBe(true);
    for (const v of ['hidup', 'Meninggal', null, 0, undefined]) expect(isStatusPenduduk(v)).toBe(false);
  });
});

describe('the resident detail buttons (spec §4), in the words of the server', () => {
  it('allows both for a living resident and an incoming one', () => {
    for (const status of ['', 'penduduk_masuk'] as const) {
      expect(aksiTransisi('catatKematian', status)).toEqual({ disabled: false });
      expect(aksiTransisi('pindahSatu', status)).toEqual({ disabled: false });
    }
  });

  it('refuses to record the death of a resident who moved out, and lets nobody move them twice', () => {
    expect(aksiTransisi('catatKematian', 'penduduk_keluar')).toEqual({
      disabled: true,
      reason: 'Penduduk yang sudah pindah keluar desa tidak dapat ditambahkan ke data kematian',
    });
    expect(aksiTransisi('pindahSatu', 'penduduk_keluar')).toEqual({ disabled: true, reason: 'Penduduk ini sudah tercatat pindah keluar desa' });
  });

  it('refuses to move out a resident who has died, or to record the death twice', () => {
    expect(aksiTransisi('pindahSatu', 'meninggal')).toEqual({ disabled: true, reason: 'Penduduk yang sudah meninggal tidak dapat dimutasi' });
    expect(aksiTransisi('catatKematian', 'meninggal')).toEqual({ disabled: true, reason: 'Penduduk ini sudah tercatat meninggal' });
  });
});

describe('the whole-family Mutasi (spec §4)', () => {
  const anggota = (nama_lengkap: string, status_penduduk: StatusPenduduk) => ({ nama_lengkap, status_penduduk });

  it('is allowed when every member is alive or incoming', () => {
    expect(alasanPindahKeluargaDitolak([anggota('Budi', ''), anggota('Siti', 'penduduk_masuk')])).toBeUndefined();
  });

  it('is refused when a member has died, naming them', () => {
    expect(alasanPindahKeluargaDitolak([anggota('Budi', ''), anggota('Siti', 'meninggal')])).toBe(
      'Mutasi seluruh keluarga tidak dapat dilakukan: Siti sudah meninggal',
    );
  });

  it('names every member in the way, grouped by the reason', () => {
    expect(alasanPindahKeluargaDitolak([anggota('Budi', 'penduduk_keluar'), anggota('Siti', 'meninggal')])).toBe(
      'Mutasi seluruh keluarga tidak dapat dilakukan: Siti sudah meninggal; Budi sudah pindah keluar desa',
    );
    expect(alasanPindahKeluargaDitolak([anggota('Kepala', ''), anggota('Nenek', 'meninggal'), anggota('Kakek', 'meninggal'), anggota('Kakak', 'penduduk_keluar')])).toBe(
      'Mutasi seluruh keluarga tidak dapat dilakukan: Nenek, Kakek sudah meninggal; Kakak sudah pindah keluar desa',
    );
  });

  it('is refused for a card without members', () => {
    expect(alasanPindahKeluargaDitolak([])).toBe('Kartu keluarga ini tidak memiliki anggota');
  });
});

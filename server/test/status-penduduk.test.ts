/** The state machine alone (src/domain/status-penduduk.ts): the table of server-rules.md, cell by cell. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  bolehTransisi,
  pulihkanDariKematian,
  pulihkanDariPindah,
  STATUS_AWAL,
  STATUS_LABEL,
  STATUS_PENDUDUK,
  transisi,
  transisiKeluarga,
  TransisiDitolak,
  type StatusPenduduk,
  type Transisi,
} from '../src/domain/status-penduduk.js';

const refused = (fn: () => unknown, message?: RegExp, code = 'TRANSITION_REFUSED') =>
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof TransisiDitolak);
    assert.equal(err.statusCode, 409);
    assert.equal(err.code, code);
    if (message) assert.match(err.message, message);
    return true;
  });

describe('status_penduduk state machine', () => {
  it('knows the four statuses, their labels, and the two a resident may start with', () => {
    assert.deepEqual([...STATUS_PENDUDUK], ['', 'penduduk_masuk', 'penduduk_keluar', 'meninggal']);
    assert.deepEqual([...STATUS_AWAL], ['', 'penduduk_masuk']);
    assert.deepEqual(STATUS_LABEL, { '': 'Hidup', penduduk_masuk: 'Penduduk Masuk Desa', penduduk_keluar: 'Penduduk Keluar Desa', meninggal: 'Meninggal' });
  });

  it('allows exactly the cells of the table', () => {
    const allowed: Record<Transisi, StatusPenduduk[]> = {
      catatKematian: ['', 'penduduk_masuk'],
      pindahSatu: ['', 'penduduk_masuk'],
      pindahKeluarga: ['', 'penduduk_masuk'],
      batalKematian: ['meninggal'],
      batalPindah: ['penduduk_keluar'],
    };
    for (const [t, from] of Object.entries(allowed) as Array<[Transisi, StatusPenduduk[]]>) {
      for (const s of STATUS_PENDUDUK) assert.equal(bolehTransisi(t, s), from.includes(s), `${t} from '${s}'`);
    }
  });

  describe('death record', () => {
    it('leads from "" and penduduk_masuk to meninggal, keeping where it came from', () => {
      assert.deepEqual(transisi('catatKematian', ''), { status: 'meninggal', sebelumnya: '' });
      assert.deepEqual(transisi('catatKematian', 'penduduk_masuk'), { status: 'meninggal', sebelumnya: 'penduduk_masuk' });
    });
    it('refuses someone already dead and someone who moved out', () => {
      refused(() => transisi('catatKematian', 'meninggal'), /sudah tercatat meninggal/);
      refused(() => transisi('catatKematian', 'penduduk_keluar'), /sudah pindah keluar desa tidak dapat ditambahkan ke data kematian/);
    });
  });

  describe('single move-out', () => {
    it('leads from "" and penduduk_masuk to penduduk_keluar, keeping where it came from', () => {
      assert.deepEqual(transisi('pindahSatu', ''), { status: 'penduduk_keluar', sebelumnya: '' });
      assert.deepEqual(transisi('pindahSatu', 'penduduk_masuk'), { status: 'penduduk_keluar', sebelumnya: 'penduduk_masuk' });
    });
    it('refuses a dead person and someone already moved out', () => {
      refused(() => transisi('pindahSatu', 'meninggal'), /sudah meninggal tidak dapat dimutasi/);
      refused(() => transisi('pindahSatu', 'penduduk_keluar'), /sudah tercatat pindah keluar desa/);
    });
  });

  describe('whole-family move-out', () => {
    const member = (namaLengkap: string, status: StatusPenduduk) => ({ id: namaLengkap, namaLengkap, status });
    it('moves every member when all are "" or penduduk_masuk, in the order given', () => {
      assert.deepEqual(transisiKeluarga([member('Kepala', 'penduduk_masuk'), member('Anak', '')]), [
        { id: 'Kepala', status: 'penduduk_keluar', sebelumnya: 'penduduk_masuk' },
        { id: 'Anak', status: 'penduduk_keluar', sebelumnya: '' },
      ]);
    });
    it('refuses the whole family when one member is dead or gone, naming each one', () => {
      refused(
        () => transisiKeluarga([member('Kepala', ''), member('Nenek', 'meninggal'), member('Kakak', 'penduduk_keluar')]),
        /Nenek sudah meninggal; Kakak sudah pindah keluar desa/,
        'FAIL_POST_MANY_PENDUDUK_KELUAR',
      );
    });
    it('refuses a family without members', () => {
      refused(() => transisiKeluarga([]), /tidak memiliki anggota/, 'FAIL_POST_MANY_PENDUDUK_KELUAR');
    });
  });

  describe('restoring (the cancels of issues 4 and 5)', () => {
    it('undoes a death back to the kept status, "Hidup" when nothing usable was kept', () => {
      assert.equal(pulihkanDariKematian('meninggal', ''), '');
      assert.equal(pulihkanDariKematian('meninggal', 'penduduk_masuk'), 'penduduk_masuk');
      assert.equal(pulihkanDariKematian('meninggal', null), '');
      assert.equal(pulihkanDariKematian('meninggal', 'meninggal'), '');
    });
    it('undoes a move back to the kept status (an incoming resident stays incoming)', () => {
      assert.equal(pulihkanDariPindah('penduduk_keluar', ''), '');
      assert.equal(pulihkanDariPindah('penduduk_keluar', 'penduduk_masuk'), 'penduduk_masuk');
      assert.equal(pulihkanDariPindah('penduduk_keluar', undefined), '');
    });
    it('refuses to undo what did not happen', () => {
      for (const s of ['', 'penduduk_masuk', 'penduduk_keluar'] as const) refused(() => pulihkanDariKematian(s, ''), /tidak berstatus meninggal/);
      for (const s of ['', 'penduduk_masuk', 'meninggal'] as const) refused(() => pulihkanDariPindah(s, ''), /tidak berstatus pindah/);
    });
  });
});

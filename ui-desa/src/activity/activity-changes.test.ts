import { describeChanges, diffRecords, fieldLabel, flattenRecord, formatValue, isNoiseKey, MAX_ROWS } from './activity-changes';

const person = {
  _id: 'p1',
  nik: '3201010101010001',
  nama_lengkap: 'Budi Santoso',
  tempat_tanggal_lahir: 'Bogor, 01-01-1990',
  status_penduduk: '',
  keluarga_dari: { _id: 'kk1', no_kk: '3201010101010099' },
  data_kematian: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('fieldLabel', () => {
  it('uses the dictionary, else the key as words with a capital first letter', () => {
    expect(fieldLabel('nik')).toBe('NIK');
    expect(fieldLabel('no_kk')).toBe('Nomor KK');
    expect(fieldLabel('nama_lengkap')).toBe('Nama Lengkap');
    expect(fieldLabel('status_penduduk')).toBe('Status Penduduk');
    expect(fieldLabel('tempat_tanggal_lahir')).toBe('Tempat Tgl. Lahir');
    expect(fieldLabel('alamat_pindah')).toBe('Alamat pindah');
    expect(fieldLabel('kewarganegaraan')).toBe('Kewarganegaraan');
  });
});

describe('isNoiseKey', () => {
  it('drops ids, timestamps, the village and secrets', () => {
    for (const k of ['_id', 'id', 'createdAt', 'updatedAt', 'desa', 'desaId', 'password', 'passwordHash', 'password_hash', 'HashKey']) {
      expect(isNoiseKey(k)).toBe(true);
    }
    for (const k of ['nik', 'nama_lengkap', 'password_diubah', 'data_kematian']) expect(isNoiseKey(k)).toBe(false);
  });
});

describe('formatValue', () => {
  it("shows empty as '-', booleans in Indonesian, dates long, statuses by name, objects compact", () => {
    expect(formatValue(null)).toBe('-');
    expect(formatValue(undefined)).toBe('-');
    expect(formatValue('  ')).toBe('-');
    expect(formatValue([])).toBe('-');
    expect(formatValue(true)).toBe('Ya');
    expect(formatValue(false)).toBe('Tidak');
    expect(formatValue(3)).toBe('3');
    expect(formatValue('2026-01-05')).toBe('05 Januari 2026');
    // The tests run in WIB (UTC+7).
    expect(formatValue('2026-01-05T07:07:00.000Z')).toBe('05 Januari 2026 14.07');
    expect(formatValue('', 'status_penduduk')).toBe('Hidup');
    expect(formatValue('penduduk_keluar', 'status_penduduk')).toBe('Penduduk Keluar Desa');
    expect(formatValue(['a', 'b'])).toBe('a, b');
    expect(formatValue({ _id: 'x', no_kk: '123', passwordHash: 'h' })).toBe('Nomor KK: 123');
    expect(formatValue('x'.repeat(400))).toHaveLength(300);
  });
});

describe('flattenRecord', () => {
  it('nests objects with dots, drops noise at every level', () => {
    expect(flattenRecord({ penduduk: person }).map((f) => [f.path, f.label])).toEqual([
      ['penduduk.nik', 'Penduduk › NIK'],
      ['penduduk.nama_lengkap', 'Penduduk › Nama Lengkap'],
      ['penduduk.tempat_tanggal_lahir', 'Penduduk › Tempat Tgl. Lahir'],
      ['penduduk.status_penduduk', 'Penduduk › Status Penduduk'],
      ['penduduk.keluarga_dari.no_kk', 'Penduduk › Kartu Keluarga › Nomor KK'],
      ['penduduk.data_kematian', 'Penduduk › Data kematian'],
    ]);
  });

  it('numbers list items from 1 and names them; items with an _id are keyed by it', () => {
    const fields = flattenRecord({
      penduduk_keluar_desa: [{ _id: 'p1', nama_lengkap: 'Budi' }, { nama_lengkap: 'Ani' }],
      catatan: ['a', 'b'],
      kosong: {},
    });
    expect(fields.map((f) => [f.path, f.label])).toEqual([
      ['penduduk_keluar_desa[#p1].nama_lengkap', 'Penduduk Keluar Desa 1 (Budi) › Nama Lengkap'],
      ['penduduk_keluar_desa[2].nama_lengkap', 'Penduduk Keluar Desa 2 (Ani) › Nama Lengkap'],
      ['catatan', 'Catatan'],
      ['kosong', 'Kosong'],
    ]);
  });

  it('keeps very deep nesting as one compact value', () => {
    const fields = flattenRecord({ a: { b: { c: { d: { e: 1 } } } } });
    expect(fields).toHaveLength(1);
    expect(fields[0]!.path).toBe('a.b.c.d');
    expect(formatValue(fields[0]!.value)).toBe('E: 1');
  });
});

describe('describeChanges', () => {
  it('says there is nothing when both sides are missing', () => {
    expect(describeChanges(null, null)).toEqual({ kind: 'none' });
    expect(describeChanges(undefined, undefined)).toEqual({ kind: 'none' });
  });

  it('keeps only the changed fields of an update', () => {
    const after = { ...person, nama_lengkap: 'Budi S.', updatedAt: '2026-02-01T00:00:00.000Z', data_kematian: '' };
    expect(describeChanges(person, after)).toEqual({
      kind: 'update',
      hidden: 0,
      rows: [{ path: 'nama_lengkap', label: 'Nama Lengkap', before: 'Budi Santoso', after: 'Budi S.' }],
    });
  });

  it('shows fields that appear or disappear, and a user whose password changed', () => {
    const rows = diffRecords({ username: 'budi', role: 'Admin' }, { username: 'budi', role: 'Super Admin', password_diubah: true });
    expect(rows).toEqual([
      { path: 'role', label: 'Role', before: 'Admin', after: 'Super Admin' },
      { path: 'password_diubah', label: 'Password Diubah', before: '-', after: 'Ya' },
    ]);
  });

  it('pairs list members by id when one leaves a moved-out record', () => {
    const a = { _id: 'a', nama_lengkap: 'Ani', status_penduduk: 'penduduk_keluar' };
    const b = { _id: 'b', nama_lengkap: 'Budi', status_penduduk: 'penduduk_keluar' };
    const changes = describeChanges(
      { penduduk_keluar_desa: [a, b] },
      { penduduk_keluar_desa: [b], penduduk: { ...a, status_penduduk: '' } },
    );
    expect(changes.kind).toBe('update');
    if (changes.kind !== 'update') return;
    expect(changes.rows.map((r) => [r.label, r.before, r.after])).toEqual([
      ['Penduduk Keluar Desa 1 (Ani) › Nama Lengkap', 'Ani', '-'],
      ['Penduduk Keluar Desa 1 (Ani) › Status Penduduk', 'Penduduk Keluar Desa', '-'],
      ['Penduduk › Nama Lengkap', '-', 'Ani'],
      ['Penduduk › Status Penduduk', '-', 'Hidup'],
    ]);
  });

  it("lists a created record's fields, without noise", () => {
    expect(describeChanges(null, { _id: 'u1', nama_lengkap: 'Siti', username: 'siti', role: 'Admin', createdAt: '2026-01-01T00:00:00Z' })).toEqual({
      kind: 'create',
      hidden: 0,
      rows: [
        { path: 'nama_lengkap', label: 'Nama Lengkap', value: 'Siti' },
        { path: 'username', label: 'Nama Pengguna', value: 'siti' },
        { path: 'role', label: 'Role', value: 'Admin' },
      ],
    });
  });

  it("lists a deleted record's fields, nested ones flattened", () => {
    const changes = describeChanges({ penduduk: person, passwordHash: 'secret' }, null);
    expect(changes.kind).toBe('delete');
    if (changes.kind !== 'delete') return;
    expect(changes.rows).toContainEqual({ path: 'penduduk.keluarga_dari.no_kk', label: 'Penduduk › Kartu Keluarga › Nomor KK', value: '3201010101010099' });
    expect(changes.rows).toContainEqual({ path: 'penduduk.status_penduduk', label: 'Penduduk › Status Penduduk', value: 'Hidup' });
    expect(JSON.stringify(changes.rows)).not.toMatch(/secret|createdAt|updatedAt|p1/);
  });

  it(`shows the first ${MAX_ROWS} rows and counts the rest`, () => {
    const many = (prefix: string) => ({ anggota_keluarga: Array.from({ length: 30 }, (_, i) => ({ _id: `p${i}`, nik: `${prefix}${i}`, nama_lengkap: `${prefix} ${i}` })) });
    const update = describeChanges(many('lama'), many('baru'));
    expect(update.kind).toBe('update');
    if (update.kind !== 'update') return;
    expect(update.rows).toHaveLength(MAX_ROWS);
    expect(update.hidden).toBe(10);
    const deleted = describeChanges(many('x'), null);
    expect(deleted.kind === 'delete' && [deleted.rows.length, deleted.hidden]).toEqual([MAX_ROWS, 10]);
  });
});

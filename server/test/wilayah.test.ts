import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cariWilayahDesa, csvFields, kodeDesaDiKabupaten } from '../src/lib/wilayah.js';

describe('the official list of regions (idn-area-data)', () => {
  it('finds a village with its kecamatan, kabupaten and province', () => {
    assert.deepEqual(cariWilayahDesa('35.07.01.2001'), {
      kode_wilayah: '35.07.01.2001',
      nama_desa: 'Tulungrejo',
      kecamatan: 'Donomulyo',
      kabupaten: 'Malang',
      provinsi: 'Jawa Timur',
    });
  });

  it('keeps a city whole and reads quoted names', () => {
    const kota = cariWilayahDesa('35.79.01.1001');
    assert.equal(kota?.kabupaten.startsWith('Kota '), true, JSON.stringify(kota));
    assert.equal(cariWilayahDesa('35.13.15.2017')?.nama_desa, 'Soka"an');
  });

  it('has no village for an unknown or malformed code', () => {
    for (const kode of ['35.07.01.9999', '99.99.99.2001', '3507012001', '35.07.01.200', '', '35.07.01.2001 ']) {
      assert.equal(cariWilayahDesa(kode), undefined, kode);
    }
  });

  it("lists a regency's villages (Kabupaten Malang has about 390)", () => {
    const codes = kodeDesaDiKabupaten('35.07');
    assert.ok(codes.length > 370 && codes.length < 400, String(codes.length));
    assert.ok(codes.every((c) => c.startsWith('35.07.')));
  });

  it('splits CSV lines as RFC 4180 says', () => {
    assert.deepEqual(csvFields('12.07.28.1007,12.07.28,"Lubuk Pakam I,II"'), ['12.07.28.1007', '12.07.28', 'Lubuk Pakam I,II']);
    assert.deepEqual(csvFields('a,"b ""c""",'), ['a', 'b "c"', '']);
  });
});

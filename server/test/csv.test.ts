import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, csvLine, csvNumberText } from '../src/lib/ekspor/csv.js';
import { aman, tanggalNamaBerkas } from '../src/lib/ekspor/nama-berkas.js';

describe('CSV cells', () => {
  it('quotes every field and doubles quotes; commas and line breaks stay inside the field', () => {
    assert.equal(csvCell('Budi'), '"Budi"');
    assert.equal(csvCell('Jl. "Merdeka", No. 1\nRT 01'), '"Jl. ""Merdeka"", No. 1\nRT 01"');
    assert.equal(csvCell(null), '""');
    assert.equal(csvCell(3), '"3"');
  });

  it('neutralises cells starting with = + - @ tab or CR with an apostrophe', () => {
    for (const v of ['=1+1', '+62', '-5', '@SUM(A1)', '\t=1', '\r=1']) assert.equal(csvCell(v), `"'${v}"`, JSON.stringify(v));
    assert.equal(csvCell('Siti = Ani'), '"Siti = Ani"', 'only the start counts');
  });

  it('wraps NIK and No. KK so spreadsheets keep all 16 digits as text; anything else is a plain cell', () => {
    assert.equal(csvNumberText('3507010101900001'), '"=""3507010101900001"""');
    assert.equal(csvNumberText('=cmd|x'), `"'=cmd|x"`);
    assert.equal(csvNumberText(null), '""');
  });

  it('ends each line with CRLF', () => {
    assert.equal(csvLine(['a', { nomor: '123' }, 4]), '"a","=""123""","4"\r\n');
  });

  it('dates file names DD-MM-YYYY in the village time zone', () => {
    const late = new Date('2026-01-04T18:30:00Z');
    assert.equal(tanggalNamaBerkas('Asia/Jakarta', late), '05-01-2026');
    assert.equal(tanggalNamaBerkas('UTC', late), '04-01-2026');
  });

  it('makes free text safe in a file name', () => {
    assert.equal(aman('Sumber Rejo'), 'Sumber_Rejo');
    assert.equal(aman('Désa/../Ngadas'), 'Desa_Ngadas');
    assert.equal(aman('///'), 'desa');
  });
});

describe('village time zone (DESA_ZONA_WAKTU)', () => {
  it('defaults to Asia/Jakarta and refuses a name that is not an IANA zone', async () => {
    const { loadConfig, ConfigError } = await import('../src/config.js');
    assert.equal(loadConfig({}).timeZone, 'Asia/Jakarta');
    assert.equal(loadConfig({ DESA_ZONA_WAKTU: 'Asia/Makassar' }).timeZone, 'Asia/Makassar');
    assert.throws(() => loadConfig({ DESA_ZONA_WAKTU: 'WITA' }), ConfigError);
  });
});

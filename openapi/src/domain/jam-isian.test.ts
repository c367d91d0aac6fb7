import { readSpec } from '../spec-test-utils';
import { bacaJamIsian, jamAda, jamFormatMessage, JAM_ISIAN, ketikJamIsian } from './jam-isian';

describe('a time typed as jj:mm (issue 40)', () => {
  it("is the contract's Jam pattern, which the server checks", () => {
    expect(readSpec().components.schemas.Jam?.pattern).toBe(JAM_ISIAN.pattern);
    expect(jamAda(JAM_ISIAN.contoh)).toBe(true);
    for (const bad of ['24:00', '8:30', '08:60', '0830', '08:30:00', '']) expect(jamAda(bad)).toBe(false);
    expect(jamFormatMessage('jam_lahir')).toBe('Jam Lahir harus ditulis jj:mm (24 jam), misalnya 08:30');
    expect(jamFormatMessage('nama')).toBeUndefined();
  });

  it('reads 08:30, 8:30, 08.30 and 0830, 24 hours', () => {
    for (const t of ['08:30', '8:30', '08.30', '0830', ' 8.30 ']) expect(bacaJamIsian(t)).toEqual({ ok: true, jam: '08:30' });
    expect(bacaJamIsian('17:05')).toEqual({ ok: true, jam: '17:05' });
    expect(bacaJamIsian('00:00')).toEqual({ ok: true, jam: '00:00' });
    expect(bacaJamIsian('23:59')).toEqual({ ok: true, jam: '23:59' });
  });

  it('names what is wrong, in Indonesian', () => {
    expect(bacaJamIsian('24:00', 'Jam Lahir')).toEqual({ ok: false, pesan: 'Jam pada Jam Lahir harus 00 sampai 23 (24 jam)' });
    expect(bacaJamIsian('08:75', 'Jam Lahir')).toEqual({ ok: false, pesan: 'Menit pada Jam Lahir harus 00 sampai 59' });
    for (const bad of ['8', '08:3', '8:30 PM', 'jam 8']) expect(bacaJamIsian(bad, 'Jam Lahir')).toEqual({ ok: false, pesan: 'Jam Lahir harus ditulis jj:mm (24 jam), misalnya 08:30' });
  });

  it("puts the ':' in as the minutes start, and keeps what it shows as it is", () => {
    const ketik = (keys: string) => [...keys].reduce((shown, key) => ketikJamIsian(shown + key), '');
    expect(ketik('0830')).toBe('08:30');
    expect(ketik('08:30')).toBe('08:30');
    expect(ketik('830')).toBe('8:30');
    expect(ketik('8.30')).toBe('8:30');
    expect(ketik('1705')).toBe('17:05');
    expect(ketik('2')).toBe('2');
    expect(ketik('08')).toBe('08');
    expect(ketik('08:')).toBe('08:');
    expect(ketik('083059')).toBe('08:30');
    expect(ketikJamIsian('08:')).toBe('08:');
    expect(ketikJamIsian('08')).toBe('08');
    expect(ketikJamIsian('8a:3b0')).toBe('8:30');
  });
});

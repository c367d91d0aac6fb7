// Deaths, end to end: record a death from a resident, add the archive photo and the signer, print the
// certificate with its two copies, then delete the record and see the resident alive again.
import { deflateSync } from 'node:zlib';
import { test, expect } from '@playwright/test';
import { adminToken, call, nomor } from '../support/api';
import { catchPrints, nextPrint } from '../support/print';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

interface Resident { _id: string; nik: string; nama_lengkap: string; status_penduduk: string; posisi_dalam_keluarga: string; keluarga_dari: { _id: string; no_kk: string } }

/** A real PNG (solid grey, 64 x 48), so the server's byte check accepts it. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const [w, h] = [64, 48];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 0;
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

test.describe('kematian', () => {
  test('records a death, adds the archive and the signer, prints two copies, and deleting it brings the resident back', async ({ page, baseURL }) => {
    test.setTimeout(120_000); // issue 40's new-head steps add three screens
    const token = await adminToken(baseURL!);
    const created = await call<{ data: Resident }>(baseURL!, token, 'POST', '/api/kartu_keluarga', {
      no_kk: nomor('35072'), nik: nomor('35073'), nama_lengkap: 'Sukardi Wiryo', jenis_kelamin: 'Laki laki',
      tempat_tanggal_lahir: 'Malang, 01 Januari 1950', umur: '76', agama: 'Islam', status_perkawinan: 'Kawin',
      pekerjaan: 'Pensiunan', pendidikan_terakhir: 'Tamat SD/Sederajat', alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
    });
    expect(created.status).toBe(201);
    const resident = created.body.data;
    expect(resident.status_penduduk).toBe('');
    // Issue 40: his wife still lives on the card, so his death asks who heads it now.
    const istri = await call<{ data: Resident }>(baseURL!, token, 'POST', `/api/penduduk/${resident.keluarga_dari._id}`, {
      nik: nomor('35073'), nama_lengkap: 'Wati Wiryo', jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: 'Malang, 01 Januari 1955', umur: '71',
      agama: 'Islam', status_perkawinan: 'Kawin', pekerjaan: 'Mengurus Rumah Tangga', pendidikan_terakhir: 'Tamat SD/Sederajat',
      posisi_dalam_keluarga: 'Istri', alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
    });
    expect(istri.status).toBe(201);

    // The death is recorded from the resident's page (mf-kependudukan), as a clerk does it.
    await login(page);
    await page.goto(`/penduduk/${resident._id}/d`);
    await page.getByRole('button', { name: 'Tambahkan ke Data Kematian' }).click();
    const record = page.getByRole('dialog', { name: 'Tambahkan ke Data Kematian' });
    await expect(record.getByLabel('Tanggal Meninggal')).toBeVisible();
    await record.getByLabel('Tanggal Meninggal').fill('4-1-2026');
    await expect(record.getByLabel('Hari Meninggal')).toHaveValue('Minggu');
    await record.getByLabel('Tempat Meninggal').fill('Rumah duka, Watugede');
    await record.getByLabel('Penyebab Meninggal').fill('Sakit tua');
    await record.getByLabel('Nomor Surat Kematian').fill('474.3/005/35.07.01/2026');
    await record.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(record).toBeHidden();
    // Issue 40: asked at once; "Nanti Saja" leaves the card on "Tanpa Kepala Keluarga" until named.
    const kepala = page.getByRole('dialog', { name: 'Tentukan Kepala Keluarga Baru' });
    await expect(kepala.getByRole('combobox', { name: /Kepala Keluarga baru/ })).toHaveValue(istri.body.data._id);
    await expectAccessible(page, 'kematian: who heads the card now');
    await kepala.getByRole('button', { name: 'Nanti Saja' }).click();
    await expect(kepala).toBeHidden();
    const deathLink = page.getByRole('link', { name: 'Data Kematian' });
    await expect(deathLink).toHaveAttribute('href', /^\/kematian\/[^/]+\/d$/);
    const deathId = (await deathLink.getAttribute('href'))!.split('/')[2]!;
    expect((await call<{ data: Resident }>(baseURL!, token, 'GET', `/api/penduduk/${resident._id}`)).body.data.status_penduduk).toBe('meninggal');

    await page.goto('/kartu_keluarga/tanpa_kepala');
    const menunggu = page.getByRole('row', { name: new RegExp(resident.keluarga_dari.no_kk) });
    await expect(menunggu).toContainText('Sukardi Wiryo');
    await expectAccessible(page, 'kartu keluarga: tanpa kepala keluarga');
    await menunggu.getByRole('link', { name: /Tentukan Kepala Keluarga/ }).click();
    await page.getByRole('button', { name: 'Tentukan Kepala Keluarga' }).click();
    await kepala.getByRole('button', { name: 'Tetapkan' }).click();
    await expect(page.getByRole('button', { name: 'Tentukan Kepala Keluarga' })).toBeHidden();
    expect((await call<{ data: Resident }>(baseURL!, token, 'GET', `/api/penduduk/${istri.body.data._id}`)).body.data.posisi_dalam_keluarga).toBe('Kepala Keluarga');

    await page.goto('/kematian');
    const row = page.getByRole('row', { name: /Sukardi Wiryo/ });
    await expect(row).toContainText(resident.nik);
    await expect(row).toContainText('Tidak Lengkap');
    // Issue 40: the list shows the date of death, as Indonesians write it.
    await expect(row.getByRole('cell', { name: '04 Januari 2026' })).toBeVisible();
    await expectAccessible(page, 'kematian: list');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data_kematian_\d{2}-\d{2}-\d{4}\.csv$/);
    await row.getByRole('link', { name: /Lihat Detail/ }).click();
    await expect(page).toHaveURL(new RegExp(`/kematian/${deathId}/d$`));
    await expect(page.getByRole('heading', { name: 'Detail Data Kematian' })).toBeVisible();
    await expectAccessible(page, 'kematian: detail');

    // The archive photo: a non-image is refused by the server from its bytes (415).
    await page.getByRole('button', { name: 'Tambahkan Arsip Kematian' }).click();
    const upload = page.getByRole('dialog', { name: 'Tambah Arsip Kematian' });
    await upload.getByLabel(/Upload Foto Arsip Kematian/).setInputFiles({ name: 'bukan-foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bukan gambar') });
    await upload.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(upload.getByText('Unsupported Format, We just Support : jpg/jpeg/png')).toBeVisible();
    await expectAccessible(page, 'kematian: archive upload dialog, refused');
    await upload.getByLabel(/Upload Foto Arsip Kematian/).setInputFiles({ name: 'arsip.png', mimeType: 'image/png', buffer: png() });
    await upload.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(upload).toBeHidden();
    await page.getByRole('button', { name: 'Lihat Arsip Kematian' }).click();
    const photo = page.getByRole('dialog', { name: 'Detail Arsip Kematian' }).getByRole('img');
    await expect(photo).toHaveAttribute('src', /\/files\/.+sig=/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expectAccessible(page, 'kematian: archive dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The edit says the spec's sentence.
    await page.getByRole('button', { name: 'Aksi data kematian' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Perbarui Data Kematian' });
    await expect(edit.getByLabel('Tempat Meninggal')).toBeVisible();
    await expectAccessible(page, 'kematian: edit dialog');
    await edit.getByLabel('Tempat Meninggal').fill('RSUD Lawang');
    await edit.getByRole('button', { name: 'Perbarui' }).click();
    await expect(page.getByText('Sukses memperbarui data kematian penduduk.')).toBeVisible();

    await page.getByRole('button', { name: 'Lihat PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`/kematian/${deathId}/d/preview$`));
    const letter = page.getByRole('document', { name: 'Surat Keterangan Kematian' });
    await expect(letter.locator('[data-letter-copy]')).toHaveCount(2);
    await expect(letter.getByText('SURAT KETERANGAN KEMATIAN')).toHaveCount(2);
    await expect(letter.getByText('Tambahkan nama lengkap')).toHaveCount(2);
    await expectAccessible(page, 'kematian: letter preview');
    await page.getByRole('button', { name: 'Tambah Nama TTD' }).click();
    const signer = page.getByRole('dialog', { name: 'Tambahkan Data TTD' });
    await signer.getByLabel('Nama Jabatan').fill('Kepala Desa');
    await signer.getByLabel('Nama Lengkap').fill('Slamet Riyadi');
    await signer.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(letter.getByText('Slamet Riyadi')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Perbarui Nama TTD' })).toBeVisible();

    await catchPrints(page);
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const printed = await nextPrint(page);
    expect(printed.title).toBe('surat-kematian-Sukardi Wiryo');
    expect(printed.text.match(/SURAT KETERANGAN KEMATIAN/g)).toHaveLength(2);
    expect(printed.text).not.toContain('Perbarui Nama TTD');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Unduh PDF' })).toBeHidden();
    await expect(letter).toBeVisible();
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath('surat-kematian.pdf') });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

    // Deleting the record gives the resident back the status they had ('' = Hidup).
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.getByRole('button', { name: 'Aksi data kematian' }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    // A delete says why (kept 30 days in Data Terhapus); the reason field comes once the impact is read.
    await page.getByRole('alertdialog').getByRole('textbox', { name: /Alasan penghapusan/ }).fill('Salah input, bukan warga yang meninggal');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page).toHaveURL(/\/kematian$/);
    await expect(page.getByRole('row', { name: /Sukardi Wiryo/ })).toHaveCount(0);
    expect((await call<{ data: Resident }>(baseURL!, token, 'GET', `/api/penduduk/${resident._id}`)).body.data.status_penduduk).toBe('');
    expect((await call(baseURL!, token, 'GET', `/api/kematian/${deathId}`)).status).toBe(404);

    // Data Terhapus describes the kept record with an Indonesian date, not '2026-01-04'.
    await page.goto(`/data_terhapus?q=${resident.nik}`);
    const kept = page.getByRole('table', { name: 'Daftar Data Terhapus' }).getByRole('row').filter({ hasText: 'Salah input, bukan warga yang meninggal' });
    await expect(kept).toContainText(`NIK ${resident.nik}, meninggal 04 Januari 2026`);
    await expect(kept).not.toContainText('2026-01-04');
  });
});

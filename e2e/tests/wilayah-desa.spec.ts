// Issue 35, the address in the village: the Super Admin adds a dusun, an RW and an RT in 'Wilayah Desa',
// a clerk adds a family card there (the form asks Dusun -> RW -> RT instead of 'Alamat Asal'), changes
// its address on the card's page, and finds it by filtering the family-card list by that RT. The areas
// are taken away at the end: the e2e database is shared, and while the village has RT the card form of
// the other journeys asks for one.
import { test, expect } from '@playwright/test';
import { adminToken, call, nomorRun } from '../support/api';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';
import { fillKartuKeluargaForm } from '../support/penduduk-form';
import { catchPrints, keepPrintedDocuments, nextPrint, nextPrintedDocument } from '../support/print';

const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');

type Tree = { data: { dusun: Array<{ _id: string; nama: string; rw: Array<{ rt: Array<{ _id: string }> }> }> } };

test('adds a dusun, an RW and an RT, gives a family card that address and filters the list by it', async ({ page, baseURL }) => {
  // Many screens in one journey (the areas, a card, its resident's page, its print): more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const token = await adminToken(baseURL!);
  const dusun = `Krajan ${LETTERS}`;
  const noKk = nomorRun('36', RUN, 81);
  let kkId: string | undefined;
  let kepalaId: string | undefined;
  try {
    await login(page);
    await page.goto('/wilayah_desa');
    await expect(page.getByRole('heading', { name: 'Wilayah Desa' })).toBeVisible();

    await page.getByRole('button', { name: 'Tambah Dusun' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Tambah Dusun' });
    await dialog.getByLabel('Nama Dusun').fill(dusun);
    await expectAccessible(page, 'wilayah desa: add a dusun');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Tambah RW di Dusun ${dusun}` }).click();
    dialog = page.getByRole('dialog', { name: `Tambah RW di Dusun ${dusun}` });
    // A number the rule refuses is said before anything is sent.
    await dialog.getByLabel('Nomor RW').fill('1000');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog.getByText('Nomor RW harus angka 1 sampai 999')).toBeVisible();
    await dialog.getByLabel('Nomor RW').fill('5');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Tambah RT di RW 005, Dusun ${dusun}` }).click();
    dialog = page.getByRole('dialog', { name: `Tambah RT di RW 005, Dusun ${dusun}` });
    await dialog.getByLabel('Nomor RT').fill('002');
    await dialog.getByRole('button', { name: 'Tambah' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('table', { name: 'Wilayah Desa' });
    await expect(table.getByRole('rowheader', { name: 'RT 002' })).toBeVisible();
    await expectAccessible(page, 'wilayah desa: the tree');
    await page.screenshot({ path: test.info().outputPath('wilayah-desa.png'), fullPage: true });

    // A new card: the form asks the address here from the village's areas, not 'Alamat Asal'.
    await page.goto('/kartu_keluarga/insert');
    await expect(page.getByLabel(/^Dusun/)).toBeVisible();
    await expect(page.getByLabel('Alamat Asal')).toHaveCount(0);
    const nama = `Sutarmi ${LETTERS}`;
    await fillKartuKeluargaForm(page, noKk, { nik: nomorRun('35', RUN, 81), nama, jenisKelamin: 'Perempuan', tempatLahir: 'Malang', tanggalLahir: '1975-03-12' });
    await page.getByLabel(/^Dusun/).selectOption({ label: dusun });
    await page.getByLabel(/^RW/).selectOption({ label: 'RW 005' });
    await page.getByLabel(/^RT/).selectOption({ label: 'RT 002' });
    await page.getByLabel('Alamat (Jalan/No. Rumah)').fill('Jl. Mawar 12');
    // Issue 35's KK columns: blood type, the date of marriage (asked with Kawin), the parents.
    await page.getByLabel('Golongan Darah').selectOption('AB+');
    await page.getByLabel('Tanggal Perkawinan').fill('21-07-1996');
    await page.getByLabel('Nama Ayah').fill(`Slamet ${LETTERS}`);
    await page.getByLabel('Nama Ibu').fill(`Sumiati ${LETTERS}`);
    await page.getByLabel('Penyandang Cacat').selectOption({ label: 'Cacat Rungu/Wicara' });
    await expectAccessible(page, 'kartu keluarga: the form with the address here');
    await page.getByRole('button', { name: 'Tambahkan Data' }).click();
    await expect(page).toHaveURL(/\/kartu_keluarga\/[^/]+\/d$/);
    kkId = page.url().split('/').at(-2);
    await expect(page.getByText(`Jl. Mawar 12, RT 002 / RW 005, Dusun ${dusun}`)).toBeVisible();

    // The resident's page shows the KK columns as the card has them.
    const kartu = await call<{ data: { anggota_keluarga: Array<{ _id: string }> } }>(baseURL!, token, 'GET', `/api/kartu_keluarga/${kkId}`);
    await page.goto(`/penduduk/${kartu.body.data.anggota_keluarga[0]!._id}/d`);
    const nilai = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(nilai('Golongan Darah')).toHaveText('AB+');
    await expect(nilai('Tanggal Perkawinan')).toHaveText('21 Juli 1996');
    await expect(nilai('Kewarganegaraan')).toHaveText('WNI');
    await expect(nilai('Nama Ayah')).toHaveText(`Slamet ${LETTERS}`);
    await expect(nilai('Penyandang Cacat')).toHaveText('Cacat Rungu/Wicara');
    await expectAccessible(page, 'penduduk: the resident page with the KK columns');
    await page.screenshot({ path: test.info().outputPath('penduduk-detail.png'), fullPage: true });

    // A member living apart (issue 35): "Tinggal terpisah dari KK" on the member form, an address of their own.
    kepalaId = kartu.body.data.anggota_keluarga[0]!._id;
    await page.goto(`/penduduk/${kepalaId}/d/update`);
    await page.getByLabel('Tinggal terpisah dari KK').check();
    await page.getByLabel(/^Dusun/).selectOption({ label: dusun });
    await page.getByLabel(/^RW/).selectOption({ label: 'RW 005' });
    await page.getByLabel(/^RT/).selectOption({ label: 'RT 002' });
    await page.getByLabel('Alamat Tinggal (Jalan/No. Rumah)').fill('Kos Melati 4');
    await expectAccessible(page, 'penduduk: the form with an address of their own');
    await page.getByRole('button', { name: 'Perbarui Data' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk/${kepalaId}/d$`));
    await expect(nilai('Alamat')).toHaveText(`Kos Melati 4, RT 002 / RW 005, Dusun ${dusun} (tinggal terpisah dari KK)`);
    await page.goto(`/kartu_keluarga/${kkId}/d`);

    // 'Ubah Alamat' on the card's page.
    await page.getByRole('button', { name: 'Ubah Alamat' }).click();
    dialog = page.getByRole('dialog', { name: 'Ubah Alamat Kartu Keluarga' });
    await expect(dialog.getByLabel(/^RT/)).toHaveValue(/.+/);
    await dialog.getByLabel('Alamat (Jalan/No. Rumah)').fill('Jl. Mawar 14');
    await expectAccessible(page, 'kartu keluarga: change the address');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Jl. Mawar 14, RT 002 / RW 005, Dusun ${dusun}`)).toBeVisible();

    // 'Cetak KK': the card as the Dukcapil prints it, on one A4 landscape page.
    await catchPrints(page);
    await keepPrintedDocuments(page);
    await page.getByRole('button', { name: 'Cetak KK' }).click();
    const printed = await nextPrint(page);
    expect(printed.title).toBe(`Kartu Keluarga ${noKk}`);
    expect(printed.text).toContain('KARTU KELUARGA');
    expect(printed.text).toContain(`No. ${noKk}`);
    expect(printed.text).toContain('002/005');
    expect(printed.text).toContain(nama.toUpperCase());
    for (const kolom of ['Nama Lengkap', 'NIK', 'Golongan Darah', 'Status Hubungan Dalam Keluarga', 'No. KITAS/KITAP', 'Nama Ibu']) expect(printed.text).toContain(kolom);
    // The KK columns from the record (issue 35).
    for (const isi of ['AB+', '21-07-1996', `Slamet ${LETTERS}`, `Sumiati ${LETTERS}`]) expect(printed.text).toContain(isi);
    const sent = await nextPrintedDocument(page);
    const paper = await page.context().newPage();
    await paper.goto('/api/config');
    await paper.setContent(sent, { waitUntil: 'load' });
    // A picture of the sheet at A4 landscape's size (297 x 210 mm at 96 dpi, less the 10 mm margins), to look at.
    await paper.setViewportSize({ width: 1047, height: 718 });
    await paper.emulateMedia({ media: 'print' });
    await paper.screenshot({ path: test.info().outputPath('kartu-keluarga.png'), fullPage: true });
    const pdf = await paper.pdf({ preferCSSPageSize: true, path: test.info().outputPath('kartu-keluarga.pdf') });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    // Landscape: the page is wider than it is tall (A4: 842 x 595 points).
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 84[12][.0-9]* 59[45]/);
    await paper.close();

    // The family-card list filtered by that RT: the card is there, and the filter is in the URL.
    await page.goto('/kartu_keluarga');
    const filter = page.getByRole('group', { name: 'Saring menurut wilayah' });
    await filter.getByLabel('Dusun').selectOption({ label: dusun });
    await filter.getByLabel('RW').selectOption({ label: 'RW 005' });
    await filter.getByLabel('RT').selectOption({ label: 'RT 002' });
    await expect(page).toHaveURL(/rt_id=/);
    await expect(page.getByRole('row', { name: new RegExp(nama) })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(page, 'kartu keluarga: the list filtered by RT');
  } finally {
    // Leave the shared database as the other journeys expect it: no areas.
    if (kkId) await call(baseURL!, token, 'PUT', `/api/kartu_keluarga/${kkId}/alamat`, { rt_id: null, alamat: '' });
    if (kepalaId) {
      // Back at the card's address (an area in use cannot be deleted).
      const p = (await call<{ data: Record<string, unknown> }>(baseURL!, token, 'GET', `/api/penduduk/${kepalaId}`)).body.data;
      const keys = ['nik', 'nama_lengkap', 'jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'status_perkawinan', 'pekerjaan', 'pendidikan_terakhir', 'posisi_dalam_keluarga', 'alamat_asal'];
      await call(baseURL!, token, 'PUT', `/api/penduduk/${kepalaId}`, { ...Object.fromEntries(keys.map((k) => [k, p[k]])), rt_id: null });
    }
    const tree = await call<Tree>(baseURL!, token, 'GET', '/api/wilayah_desa');
    for (const d of tree.body.data.dusun.filter((x) => x.nama === dusun)) await call(baseURL!, token, 'DELETE', `/api/wilayah_desa/${d._id}`);
  }
});

// Test helpers of the resident forms of this feature (imported by the *.test.tsx only).
import { DATA_KK_KOSONG } from '@sid/openapi/domain';
import { screen } from '@testing-library/react';
import type { renderModulePage } from '@sid/ui-desa/testing';
import { fillIn } from '@sid/ui-desa/testing';

type User = ReturnType<typeof renderModulePage>['user'];

/** Fills every resident field of PendudukForm (and the card number when the form has it). */
export async function isiFormPenduduk(user: User, { noKk, posisi }: { noKk?: string; posisi?: string } = {}) {
  if (noKk !== undefined) await fillIn(user, screen.getByRole('textbox', { name: /Nomor KK/ }), noKk);
  await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), '3507010303950003');
  await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Rina Prasetyo');
  await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Perempuan');
  await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Blitar');
  await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), '2015-03-03');
  await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
  await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Belum Kawin');
  await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Pelajar/Mahasiswa');
  await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'Tamat SD/Sederajat');
  if (posisi !== undefined) await user.selectOptions(screen.getByRole('combobox', { name: /Posisi dalam Keluarga/ }), posisi);
  const alamat = screen.getByRole('textbox', { name: /Alamat Asal/ });
  await user.clear(alamat);
  await fillIn(user, alamat, ' Jl. Merdeka No. 7, Blitar ');
}

/** The body every filled form sends (text trimmed). */
export const BODY_PENDUDUK = {
  nik: '3507010303950003',
  nama_lengkap: 'Rina Prasetyo',
  jenis_kelamin: 'Perempuan',
  tempat_lahir: 'Blitar',
  tanggal_lahir: '2015-03-03',
  agama: 'Islam',
  status_perkawinan: 'Belum Kawin',
  pekerjaan: 'Pelajar/Mahasiswa',
  pendidikan_terakhir: 'Tamat SD/Sederajat',
  alamat_asal: 'Jl. Merdeka No. 7, Blitar',
  // The KK columns as the form starts them (issue 35).
  ...DATA_KK_KOSONG,
};

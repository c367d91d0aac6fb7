// The demo registry's word lists: names weighted as in East Java, places, Dukcapil's occupations.
/** Given names; repeats weight the common ones (Muhammad, Budi, Agus; Siti, Sri). */
export const MALE = [
  'Agus', 'Ahmad', 'Andi', 'Arif', 'Bambang', 'Budi', 'Dedi', 'Dimas', 'Eko', 'Fajar', 'Hadi', 'Hendra', 'Imam', 'Joko',
  'Kurniawan', 'Lukman', 'Muhammad', 'Nur', 'Rahmat', 'Rizky', 'Slamet', 'Sugeng', 'Supriyadi', 'Teguh', 'Wahyu', 'Yusuf',
  'Bayu', 'Dwi', 'Gilang', 'Hari', 'Irfan', 'Yoga', 'Sutrisno', 'Suparman', 'Bagus', 'Rudi', 'Adi', 'Heru', 'Taufik', 'Yanto',
  'Muhammad', 'Muhammad', 'Muhammad', 'Budi', 'Agus',
];
export const FEMALE = [
  'Siti', 'Sri', 'Dewi', 'Ani', 'Ayu', 'Dian', 'Endang', 'Fitri', 'Indah', 'Kartini', 'Lestari', 'Maya', 'Nurul', 'Putri',
  'Rina', 'Rini', 'Sari', 'Suryani', 'Tri', 'Wulan', 'Yuni', 'Anisa', 'Dwi', 'Eka', 'Lina', 'Mega', 'Novi', 'Ratna', 'Sulastri',
  'Tutik', 'Umi', 'Wahyuni', 'Yanti', 'Nanik', 'Sumiati', 'Lilis', 'Desi', 'Intan', 'Aminah', 'Fatimah',
  'Siti', 'Siti', 'Siti', 'Siti', 'Sri', 'Sri',
];
export const SECOND = [
  'Santoso', 'Susanto', 'Hidayat', 'Wijaya', 'Saputra', 'Setiawan', 'Pratama', 'Nugroho', 'Kusuma', 'Purnomo', 'Rahayu',
  'Wibowo', 'Gunawan', 'Hartono', 'Prasetyo', 'Suharto', 'Firmansyah', 'Ramadhan', 'Handayani', 'Lestari', 'Permata', 'Utami',
  'Sari', 'Wati', 'Aminah', 'Maulana', 'Hakim', 'Syahputra', 'Kurniasih', 'Anggraini', 'Safitri', 'Puspita', 'Aditya',
  'Haryanto', 'Sutanto', 'Sulistyo', 'Mulyadi', 'Ningsih', 'Rahman', 'Fauzi',
];
export const KOTA = ['Malang', 'Surabaya', 'Batu', 'Blitar', 'Kediri', 'Pasuruan', 'Probolinggo', 'Lumajang', 'Jember', 'Sidoarjo', 'Mojokerto', 'Jombang'];
export const DUSUN = ['Krajan', 'Watugede', 'Tegalsari', 'Sumberejo', 'Karanglo', 'Sidomulyo', 'Bunut', 'Ngujung'];
export const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
export const PEKERJAAN = [
  'Petani/Pekebun', 'Wiraswasta', 'Karyawan Swasta', 'Buruh Harian Lepas', 'Mengurus Rumah Tangga', 'Pedagang', 'Guru',
  'Pegawai Negeri Sipil', 'Sopir', 'Buruh Tani/Perkebunan', 'Peternak', 'Perangkat Desa', 'Tukang Batu', 'Perawat',
];
export const PENDIDIKAN_DEWASA = [
  'Tamat SD/Sederajat', 'SLTP/Sederajat', 'SLTA/Sederajat', 'SLTA/Sederajat', 'Diploma I/II', 'Akademi/Diploma III/Sarjana Muda',
  'Diploma IV/Strata I', 'Tamat SD/Sederajat', 'SLTP/Sederajat', 'Strata II',
];

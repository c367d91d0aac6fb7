// @sid/openapi/domain/surat: Layanan Surat's rules (number format, placeholders, typed extra fields,
// the letter's content, masked names), a subpath of its own like ./lahir: only mf-surat and the
// server need them, and the shell shares the domain's index (the dashboard's bytes).
export * from './surat-nomor';
export * from './surat-teks';
export * from './surat-isian';
export * from './surat-konten';

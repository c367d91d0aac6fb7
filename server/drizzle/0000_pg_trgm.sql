-- Custom migration: trigram search on names (penduduk_nama_trgm_idx) needs the extension first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Custom migration: what a card's members decide is kept by the database, as statistik_desa is (0003):
-- kartu_keluarga.jumlah_anggota (the member count) and penduduk.anggota_pertama (the member the card
-- list shows: the first in family order). Statement-level triggers on penduduk with transition tables
-- recompute both for the cards a statement touched, so a bulk load is one pass, and an edit that moves
-- no member (a name, a status) touches no card. Application code never writes either column.
--
-- The family order: anggota_urutan(posisi) is the position's place in the contract's enum
-- PosisiDalamKeluarga (the head first; unknown last), then created_at, then id. The server's member
-- lists order by the same function (anggotaOrder() in src/data/penduduk.ts); a test holds it equal
-- to the shared domain's POSISI_DALAM_KELUARGA.
CREATE FUNCTION "anggota_urutan"(posisi text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_position(ARRAY['Kepala Keluarga','Suami','Istri','Anak','Menantu','Cucu','Orang Tua','Mertua','Famili Lain','Pembantu','Lainnya']::text[], posisi), 99)
$$;
--> statement-breakpoint
-- Recomputes the cards `kartu`: their member count (updated_at moves when it changes) and their first
-- member. Set-based on `= ANY(kartu)`: an index probe per card, or one hashed pass over a bulk load.
-- EXECUTE ... USING plans each statement with the array as a constant (a static statement would plan
-- it as an opaque parameter: no hashing, a linear search per row, minutes for a village-sized load).
-- The flag is cleared before it is set: the partial unique index allows one first member per card at
-- every row.
CREATE FUNCTION "kartu_keluarga_segarkan"(kartu uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pertama uuid[];
BEGIN
  EXECUTE $q$
    UPDATE "kartu_keluarga" k SET "jumlah_anggota" = c.n, "updated_at" = now()
    FROM (
      SELECT kx."id", coalesce(p.n, 0) AS n
      FROM "kartu_keluarga" kx
      LEFT JOIN (SELECT "kk_id", count(*)::int AS n FROM "penduduk" WHERE "kk_id" = ANY($1) GROUP BY "kk_id") p ON p."kk_id" = kx."id"
      WHERE kx."id" = ANY($1)
    ) c
    WHERE k."id" = c."id" AND k."jumlah_anggota" <> c.n
  $q$ USING kartu;
  EXECUTE $q$
    SELECT coalesce(array_agg(f."id"), '{}') FROM (
      SELECT DISTINCT ON ("kk_id") "id" FROM "penduduk" WHERE "kk_id" = ANY($1)
      ORDER BY "kk_id", anggota_urutan("posisi_dalam_keluarga"), "created_at", "id"
    ) f
  $q$ INTO pertama USING kartu;
  EXECUTE $q$
    UPDATE "penduduk" SET "anggota_pertama" = false WHERE "kk_id" = ANY($1) AND "anggota_pertama" AND "id" <> ALL($2)
  $q$ USING kartu, pertama;
  EXECUTE $q$
    UPDATE "penduduk" SET "anggota_pertama" = true WHERE "id" = ANY($1) AND NOT "anggota_pertama"
  $q$ USING pertama;
END $$;
--> statement-breakpoint
CREATE FUNCTION "penduduk_anggota_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kartu_keluarga_segarkan(ARRAY(SELECT DISTINCT "kk_id" FROM baru));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "penduduk_anggota_del"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kartu_keluarga_segarkan(ARRAY(SELECT DISTINCT "kk_id" FROM lama));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts only where a member changed card, position or creation time (the order's keys):
-- the rows whose keys differ before and after (EXCEPT: hashed or sorted, never a nested loop over two
-- transition tables), on both sides. The flag updates of kartu_keluarga_segarkan() change none of
-- them, so they end here; so do status changes and edits of other fields.
CREATE FUNCTION "penduduk_anggota_upd"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kartu uuid[];
BEGIN
  SELECT ARRAY(
    SELECT DISTINCT "kk_id" FROM (
      (SELECT "id", "kk_id", "posisi_dalam_keluarga", "created_at" FROM baru
        EXCEPT SELECT "id", "kk_id", "posisi_dalam_keluarga", "created_at" FROM lama)
      UNION ALL
      (SELECT "id", "kk_id", "posisi_dalam_keluarga", "created_at" FROM lama
        EXCEPT SELECT "id", "kk_id", "posisi_dalam_keluarga", "created_at" FROM baru)
    ) berubah
  ) INTO kartu;
  IF cardinality(kartu) > 0 THEN PERFORM kartu_keluarga_segarkan(kartu); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member moved to another card arrives there unflagged (that card's first member stays flagged until
-- the statement's recompute): the partial unique index is checked row by row.
CREATE FUNCTION "penduduk_anggota_pindah_kartu"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kk_id" IS DISTINCT FROM OLD."kk_id" THEN NEW."anggota_pertama" := false; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_anggota_pindah_kartu" BEFORE UPDATE OF "kk_id" ON "penduduk"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_anggota_pindah_kartu"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_anggota_ins" AFTER INSERT ON "penduduk" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_anggota_ins"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_anggota_del" AFTER DELETE ON "penduduk" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_anggota_del"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_anggota_upd" AFTER UPDATE ON "penduduk" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_anggota_upd"();
--> statement-breakpoint
-- The figures of the cards that already exist (kept by the application until now; recomputed once).
SELECT kartu_keluarga_segarkan(ARRAY(SELECT "id" FROM "kartu_keluarga"));

-- The keyword grams become numbers (src/catalog/search-text.ts gramCode; docs/decisions/0033, amendment "grams as numbers"): a character's code point, or a pair's first code point times 2^21 plus the second. catalog_gram_codes does the same in SQL, for the rows already there (a test holds it equal to gramCode).
CREATE FUNCTION catalog_gram_codes(grams text[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(CASE WHEN char_length(g) = 1 THEN ascii(g)::bigint
                                 ELSE ascii(g)::bigint * 2097152 + ascii(substr(g, 2)) END ORDER BY n), '{}')
  FROM unnest(grams) WITH ORDINALITY AS u(g, n)
$$;--> statement-breakpoint
DROP INDEX "catalog_menus_search_grams_idx";--> statement-breakpoint
ALTER TABLE "catalog_menus" ALTER COLUMN "search_grams" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalog_menus" ALTER COLUMN "search_grams" SET DATA TYPE bigint[] USING catalog_gram_codes("search_grams");--> statement-breakpoint
ALTER TABLE "catalog_menus" ALTER COLUMN "search_grams" SET DEFAULT '{}';--> statement-breakpoint
CREATE INDEX "catalog_menus_search_grams_idx" ON "catalog_menus" USING gin ("search_grams");--> statement-breakpoint
-- Imports still staging were staged by the previous release, in its own form (a document per row on PostgreSQL, grams as texts): they are abandoned, and their next part answers 409 (import_closed), so the operator starts again.
DO $$
DECLARE staging record;
BEGIN
  FOR staging IN SELECT id FROM catalog_imports WHERE status = 'staging' LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I', 'catalog_import_' || staging.id);
  END LOOP;
  UPDATE catalog_imports SET status = 'abandoned', finished_at = now() WHERE status = 'staging';
END
$$;

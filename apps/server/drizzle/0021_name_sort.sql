-- Issue 27 (decision 0041, "Speed"): search orders the matches of equal score by name, lowercased and
-- compared byte by byte. Computed per row, lower(name) was a fifth of a common word's statement ("rice"
-- matches 3,880 products of the bench shop, and with four distinct scores nearly every comparison of the
-- top-N sort falls through to the name). Kept once per product instead, in the collation it is sorted in.
ALTER TABLE "products" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (lower("name")) STORED;

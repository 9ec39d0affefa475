-- Issue 47: a category's name in Hindi. Categories are the text of shops.category and products.category
-- (no table of their own), so their Hindi names are kept by that text: one row per category name, read
-- by a join where categories are listed. A category without a row is shown as written.
CREATE TABLE "category_names" (
	"name" text PRIMARY KEY NOT NULL,
	"name_hi" text NOT NULL,
	CONSTRAINT "category_names_name_hi_not_blank" CHECK (btrim("name_hi") <> '')
);

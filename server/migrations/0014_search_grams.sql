-- Search grams (marketplace.md 4.4, "scale-up path"): the short pieces of every shop's
-- search_text, so the 1-2 character terms people type most (美甲, 按摩, 旺角) are found through a
-- B-tree on both engines instead of a scan of every shop. Written by the server together with
-- search_text (search/grams.hpp): each CJK run gives its single characters and its adjacent
-- pairs, each Latin or digit word its first one and two characters. A shop's rows are replaced
-- whenever its search_text is rebuilt; shops that have none yet are filled in at start-up.
-- Not exposed through /rest/v1.
-- @SQLITE@
CREATE TABLE search_grams (
  gram TEXT NOT NULL,
  business_id UUID NOT NULL,
  CONSTRAINT search_grams_pkey PRIMARY KEY (gram, business_id),
  CONSTRAINT search_grams_business_id_fkey FOREIGN KEY (business_id)
    REFERENCES businesses (id) ON DELETE CASCADE
) WITHOUT ROWID;
-- @END@
-- @POSTGRES@
CREATE TABLE search_grams (
  gram TEXT NOT NULL,
  business_id UUID NOT NULL,
  CONSTRAINT search_grams_pkey PRIMARY KEY (gram, business_id),
  CONSTRAINT search_grams_business_id_fkey FOREIGN KEY (business_id)
    REFERENCES businesses (id) ON DELETE CASCADE
);
-- @END@
CREATE INDEX search_grams_business_id_idx ON search_grams (business_id);

-- What search-shops sorts and counts by (shop_search.cpp: first the page's ids, then their
-- fields): with it a list of thousands of matches is ranked from this index alone instead of
-- from the shops' wide rows.
CREATE INDEX businesses_listing_idx
  ON businesses (id, is_active, rating, total_ratings, min_price, name, name_zh);

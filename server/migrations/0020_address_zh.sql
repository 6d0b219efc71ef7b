-- A shop's address in Chinese (issue 31): the Chinese shop page shows it, falling back to the
-- English address; the merchant's store editor writes it beside the English one.
ALTER TABLE businesses ADD COLUMN address_zh TEXT;

-- The language the visitor used when joining the beta list, so the welcome e-mail is in it
-- (rows from before this migration were welcomed in Chinese, the landing pages' default).
ALTER TABLE waitlist_emails ADD COLUMN lang TEXT NOT NULL DEFAULT 'zh'
  CONSTRAINT waitlist_emails_lang_check CHECK (lang IN ('en', 'zh'));

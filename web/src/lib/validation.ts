// Patterns shared by the forms (spec section 5); the server checks the same rules.

/** A standard e-mail address: local part, '@', domain with a dot and a 2+ letter top level. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/

/** Hong Kong phone: optional +852 with optional dash or space, 4 digits, optional dash or space, 4 digits. */
export const HK_PHONE_PATTERN = /^(\+852[-\s]?)?\d{4}[-\s]?\d{4}$/

/** The longest e-mail address the waitlist accepts (RFC 5321 path limit). */
export const WAITLIST_EMAIL_MAX_LENGTH = 254

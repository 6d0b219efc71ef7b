// Public contact channels. Replace the placeholders with the real accounts before launch.

/** WhatsApp chat link of the merchant team (wa.me/<country code><number>, digits only). */
export const WHATSAPP_CONTACT_URL = 'https://wa.me/852XXXXXXXX'

/** Emu's Instagram profile. */
export const INSTAGRAM_URL = 'https://www.instagram.com/emu.hk/'

/** Where privacy questions and data access requests go (privacy pages). */
export const PRIVACY_EMAIL = 'privacy@emu.hk'

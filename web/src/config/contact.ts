// Public contact channels. The WhatsApp number is a deployment setting (EMU_WHATSAPP_NUMBER,
// carried by /app-config.json); without it no WhatsApp link is shown.
import { peekAppConfig } from '@/lib/app-config'

/** WhatsApp chat link of the merchant team (wa.me/<country code><number>), or null when unset. */
export function whatsappContactUrl(): string | null {
  const number = peekAppConfig()?.whatsappNumber
  return number ? `https://wa.me/${number}` : null
}

/** Emu's Instagram profile. */
export const INSTAGRAM_URL = 'https://www.instagram.com/emu.hk/'

/** Where privacy questions and data access requests go (privacy pages). */
export const PRIVACY_EMAIL = 'privacy@emu.hk'

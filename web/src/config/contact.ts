// Public contact channels. The WhatsApp number is a deployment setting (EMU_WHATSAPP_NUMBER,
// carried by /app-config.json); without it no WhatsApp link is shown.
import { peekAppConfig } from '@/lib/app-config'

/** WhatsApp chat link of the merchant team (wa.me/<country code><number>), or null when unset. */
export function whatsappContactUrl(): string | null {
  const number = peekAppConfig()?.whatsappNumber
  return number ? `https://wa.me/${number}` : null
}

/** The merchant team's WhatsApp number as people write it ('+852 6123 4567'), or null when unset. */
export function whatsappDisplayNumber(): string | null {
  const number = peekAppConfig()?.whatsappNumber
  if (!number) return null
  const hk = /^852(\d{4})(\d{4})$/.exec(number)
  return hk ? `+852 ${hk[1]} ${hk[2]}` : `+${number}`
}

/** Emu's Instagram profile. */
export const INSTAGRAM_URL = 'https://www.instagram.com/emu.hk/'

/** Where privacy questions and data access requests go (privacy pages). */
export const PRIVACY_EMAIL = 'privacy@emu.hk'

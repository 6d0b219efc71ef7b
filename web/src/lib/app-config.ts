// Runtime configuration served by emu-server at /app-config.json, so one build serves every
// deployment. Shape: {"supabaseUrl":"http://127.0.0.1:8080","anonKey":"<jwt>",
// "providers":{"email":true,"google":false},"whatsappNumber":"85261234567"|null,
// "reviewBusinessDays":5,"marketplace":false,"commissionPercent":8,"cardPayments":false}.

export const APP_CONFIG_PATH = '/app-config.json'

export interface AppConfig {
  supabaseUrl: string
  anonKey: string
  providers: { email: boolean; google: boolean }
  /** The merchant team's WhatsApp (digits with the country code); null hides WhatsApp links. */
  whatsappNumber: string | null
  /** The review time every screen promises (EMU_REVIEW_BUSINESS_DAYS). */
  reviewBusinessDays: number
  /** The marketplace is open (EMU_MARKETPLACE); false: pre-launch texts. */
  marketplace: boolean
  /** The launch-phase booking commission in percent (EMU_COMMISSION_PERCENT); null when not served. */
  commissionPercent: number | null
  /**
   * The platform takes card deposits (Stripe configured, salon-day.md C.3): shops may then accept
   * cards. Off when the server does not say so.
   */
  cardPayments: boolean
}

export const DEFAULT_REVIEW_BUSINESS_DAYS = 5

export class AppConfigError extends Error {
  override name = 'AppConfigError'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Validates the JSON; a relative supabaseUrl (e.g. "/") is resolved against `origin`. */
export function parseAppConfig(json: unknown, origin?: string): AppConfig {
  if (!isRecord(json)) throw new AppConfigError('app-config.json is not a JSON object')
  const { supabaseUrl, anonKey, providers, whatsappNumber, reviewBusinessDays, marketplace, commissionPercent, cardPayments } = json
  if (typeof supabaseUrl !== 'string' || supabaseUrl.trim() === '') {
    throw new AppConfigError('app-config.json: supabaseUrl is missing')
  }
  let url: URL
  try {
    url = origin ? new URL(supabaseUrl, origin) : new URL(supabaseUrl)
  } catch {
    throw new AppConfigError('app-config.json: supabaseUrl is not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppConfigError('app-config.json: supabaseUrl must be http(s)')
  }
  if (typeof anonKey !== 'string' || anonKey.trim() === '') {
    throw new AppConfigError('app-config.json: anonKey is missing')
  }
  const p = isRecord(providers) ? providers : {}
  return {
    supabaseUrl: url.href.replace(/\/+$/, ''),
    anonKey,
    providers: {
      email: typeof p.email === 'boolean' ? p.email : true,
      google: p.google === true,
    },
    whatsappNumber:
      typeof whatsappNumber === 'string' && /^\d{8,15}$/.test(whatsappNumber) ? whatsappNumber : null,
    reviewBusinessDays:
      typeof reviewBusinessDays === 'number' && Number.isInteger(reviewBusinessDays) && reviewBusinessDays > 0
        ? reviewBusinessDays
        : DEFAULT_REVIEW_BUSINESS_DAYS,
    marketplace: marketplace === true,
    commissionPercent:
      typeof commissionPercent === 'number' && Number.isInteger(commissionPercent) && commissionPercent >= 0 && commissionPercent <= 50
        ? commissionPercent
        : null,
    cardPayments: cardPayments === true,
  }
}

let config: AppConfig | null = null
let pending: Promise<AppConfig> | null = null

/** Fetches /app-config.json once (later calls share the same promise; a failure can be retried). */
export function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  if (config) return Promise.resolve(config)
  if (!pending) {
    pending = (async () => {
      const res = await fetchImpl(APP_CONFIG_PATH, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      })
      if (!res.ok) throw new AppConfigError(`${APP_CONFIG_PATH}: HTTP ${res.status}`)
      let json: unknown
      try {
        json = await res.json()
      } catch {
        throw new AppConfigError(`${APP_CONFIG_PATH}: invalid JSON`)
      }
      config = parseAppConfig(json, globalThis.location?.origin)
      return config
    })()
    pending.catch(() => {
      pending = null
    })
  }
  return pending
}

/** The loaded configuration; throws if called before loadAppConfig() resolved. */
export function getAppConfig(): AppConfig {
  if (!config) throw new Error('getAppConfig() called before loadAppConfig() resolved')
  return config
}

/** The loaded configuration, or null before loadAppConfig() resolved (unit tests, first paint). */
export function peekAppConfig(): AppConfig | null {
  return config
}

/** The review time every screen promises (business days). */
export function reviewBusinessDays(): number {
  return config?.reviewBusinessDays ?? DEFAULT_REVIEW_BUSINESS_DAYS
}

/** The launch-phase booking commission in percent, or null before the configuration loaded. */
export function commissionPercent(): number | null {
  return config?.commissionPercent ?? null
}

/** Whether the platform takes card deposits (a shop's "accept card" is offered only then). */
export function cardPaymentsOn(): boolean {
  return config?.cardPayments ?? false
}

/** Whether the marketplace is open (the launch badge shows pre-launch text while it is not). */
export function marketplaceOpen(): boolean {
  return config?.marketplace ?? false
}

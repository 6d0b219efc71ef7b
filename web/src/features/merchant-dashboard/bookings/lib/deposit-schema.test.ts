import { describe, expect, it } from 'vitest'
import { depositFormValues, depositSettingsSchema, hkMobileDigits, type DepositSettingsInput } from './deposit-schema'

const base: DepositSettingsInput = {
  deposit_rule: 'fixed',
  deposit_value: '100',
  payment_window_min: '30',
  fps_proxy_type: 'fps_id',
  fps_proxy_value: '1234567',
  fps_bank_code: '',
  accept_card: false,
}
const errors = (over: Partial<DepositSettingsInput>) => {
  const result = depositSettingsSchema.safeParse({ ...base, ...over })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('deposit settings', () => {
  it('writes a fixed rule with its FPS account, as the columns take it', () => {
    expect(depositSettingsSchema.parse({ ...base, fps_bank_code: '004', accept_card: true })).toEqual({
      deposit_rule: 'fixed',
      deposit_value: 100,
      payment_window_min: 30,
      fps_proxy_type: 'fps_id',
      fps_proxy_value: '1234567',
      fps_bank_code: '004',
      accept_card: true,
    })
  })

  it('no deposit clears the value, and needs no FPS account', () => {
    expect(depositSettingsSchema.parse({ ...base, deposit_rule: 'none', deposit_value: 'junk', fps_proxy_value: '' })).toMatchObject({
      deposit_rule: 'none',
      deposit_value: null,
      fps_proxy_type: null,
      fps_proxy_value: null,
      fps_bank_code: null,
    })
  })

  it('bounds a fixed amount (HK$1–100,000, cents at most) and a percentage (whole, 1–100)', () => {
    expect(errors({ deposit_value: '0' })).toEqual({ deposit_value: 'rules.errors.fixed' })
    expect(errors({ deposit_value: '100000.01' })).toEqual({ deposit_value: 'rules.errors.fixed' })
    expect(errors({ deposit_value: '10.555' })).toEqual({ deposit_value: 'rules.errors.fixed' })
    expect(errors({ deposit_value: '150.50' })).toEqual({})
    expect(errors({ deposit_rule: 'percent', deposit_value: '101' })).toEqual({ deposit_value: 'rules.errors.percent' })
    expect(errors({ deposit_rule: 'percent', deposit_value: '12.5' })).toEqual({ deposit_value: 'rules.errors.percent' })
    expect(errors({ deposit_rule: 'percent', deposit_value: '30' })).toEqual({})
  })

  it('bounds the time to pay to 15–1440 whole minutes', () => {
    expect(errors({ payment_window_min: '14' })).toEqual({ payment_window_min: 'rules.errors.window' })
    expect(errors({ payment_window_min: '1441' })).toEqual({ payment_window_min: 'rules.errors.window' })
    expect(errors({ payment_window_min: '20.5' })).toEqual({ payment_window_min: 'rules.errors.window' })
    expect(errors({ payment_window_min: '1440' })).toEqual({})
  })

  it('asks for the FPS account once a deposit is asked (unless cards are taken), and checks it by its type', () => {
    expect(errors({ fps_proxy_value: '' })).toEqual({ fps_proxy_value: 'rules.errors.proxyRequired' })
    expect(errors({ fps_proxy_value: '', accept_card: true })).toEqual({})
    expect(errors({ fps_proxy_value: '123456' })).toEqual({ fps_proxy_value: 'rules.errors.fpsId' })
    expect(errors({ fps_proxy_type: 'mobile', fps_proxy_value: '2123 4567' })).toEqual({ fps_proxy_value: 'rules.errors.mobile' })
    expect(errors({ fps_proxy_type: 'email', fps_proxy_value: 'shop@' })).toEqual({ fps_proxy_value: 'rules.errors.email' })
    expect(errors({ fps_bank_code: '04' })).toEqual({ fps_bank_code: 'rules.errors.bankCode' })
  })

  it('keeps a mobile as its 8 digits and an FPS ID without spaces', () => {
    expect(depositSettingsSchema.parse({ ...base, fps_proxy_type: 'mobile', fps_proxy_value: '+852 9123-4567' }).fps_proxy_value).toBe('91234567')
    expect(depositSettingsSchema.parse({ ...base, fps_proxy_value: '123 4567' }).fps_proxy_value).toBe('1234567')
    expect(hkMobileDigits('85291234567')).toBe('91234567')
    expect(hkMobileDigits('1234 5678')).toBeNull()
  })

  it('starts the form from the shop row (NUMERIC may come as text)', () => {
    expect(
      depositFormValues({
        deposit_rule: 'percent',
        deposit_value: '30.00',
        payment_window_min: 45,
        fps_proxy_type: null,
        fps_proxy_value: null,
        fps_bank_code: null,
        accept_card: false,
      }),
    ).toEqual({
      deposit_rule: 'percent',
      deposit_value: '30',
      payment_window_min: '45',
      fps_proxy_type: 'fps_id',
      fps_proxy_value: '',
      fps_bank_code: '',
      accept_card: false,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { localNumber, whatsAppAlertsSchema } from './whatsapp-alerts'

const issues = (values: { enabled: boolean; phone: string }) =>
  whatsAppAlertsSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('WhatsApp alerts form', () => {
  it('needs a Hong Kong number to turn the alerts on', () => {
    expect(issues({ enabled: true, phone: ' ' })).toEqual([['phone', 'merchantBookings.whatsappAlerts.errors.phoneRequired']])
    expect(issues({ enabled: true, phone: '+86 138 0013 8000' })).toEqual([['phone', 'merchantBookings.whatsappAlerts.errors.phoneInvalid']])
    expect(issues({ enabled: false, phone: '12' })).toEqual([['phone', 'merchantBookings.whatsappAlerts.errors.phoneInvalid']])
    expect(issues({ enabled: true, phone: '+852 9876-5432' })).toEqual([])
    expect(issues({ enabled: false, phone: '' })).toEqual([])
  })

  it('shows the stored number as typed', () => {
    expect(localNumber('85298765432')).toBe('9876 5432')
    expect(localNumber(null)).toBe('')
  })
})

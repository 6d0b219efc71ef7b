import { describe, expect, it } from 'vitest'
import en from '@/locales/admin/en.json'
import zh from '@/locales/admin/zh-HK.json'
import { ACTIVITY_ACTIONS, activityLabelKey, activityLine, activitySubject } from './dashboard.utils'
import type { AuditEntry } from './api/list-recent-activity'

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a',
  actor_email: 'owner@glow.hk',
  action: 'booking.decline',
  entity_type: 'booking',
  entity_id: 'f48fd7d6-0000-4000-8000-000000000000',
  details: {},
  subject: 'Glow Nails',
  created_at: '2026-11-26T10:00:00Z',
  ...over,
})

// A translator over the admin texts of one language, as the screen's t.
function translator(texts: typeof en) {
  return (key: string, options: Record<string, unknown> = {}) => {
    // The action codes hold dots themselves: 'dashboard.actions.booking.decline' is a flat key under actions.
    const [, group, ...rest] = key.split('.')
    const node = (texts.dashboard as Record<string, unknown>)[group!] as Record<string, string>
    const template = node[rest.join('.')]!
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''))
  }
}

describe('activity lines', () => {
  it('has a sentence naming the actor for every audit action, in both languages', () => {
    for (const action of ACTIVITY_ACTIONS) {
      for (const texts of [en, zh]) {
        const sentence = (texts.dashboard.actions as Record<string, string>)[action]
        expect(sentence, action).toBeTruthy()
        expect(sentence, action).toContain('{{actor}}')
        if (action !== 'email_outbox.retry_failed') expect(sentence, action).toContain('{{subject}}')
      }
    }
  })

  it('reads as a sentence in the admin language, with the subject named instead of a code', () => {
    const raw = entry({})
    expect(activityLine(raw, translator(en))).toBe('owner@glow.hk declined a booking request at Glow Nails')
    expect(activityLine(raw, translator(zh))).toBe('owner@glow.hk 拒絕了 Glow Nails 的預約請求')
    const t8 = entry({ action: 'weather.on', entity_type: 'weather_event', entity_id: 'T8', subject: null, actor_email: 'admin@emu.hk' })
    expect(activityLine(t8, translator(en))).toBe('admin@emu.hk turned on Typhoon Signal No. 8')
    expect(activityLine(t8, translator(zh))).toBe('admin@emu.hk 開啟了八號颱風信號')
  })

  it('names a claim by how it turned out (an approval on a claimed shop is a duplicate)', () => {
    const claim = entry({ action: 'business_claim.approve', entity_type: 'business_claim', details: { status: 'duplicate' }, actor_email: 'admin@emu.hk' })
    expect(activityLine(claim, translator(en))).toBe('admin@emu.hk marked a claim of Glow Nails as a duplicate')
    expect(activityLine({ ...claim, details: { status: 'approved' } }, translator(en))).toBe('admin@emu.hk approved a claim of Glow Nails')
  })

  it('falls back to a code line for an action added later', () => {
    expect(activityLabelKey('something.new')).toBe('dashboard.actions.other')
    expect(activityLine(entry({ action: 'something.new', subject: null, entity_id: '1234567890' }), translator(en))).toBe(
      'owner@glow.hk: something.new 12345678',
    )
  })

  it('names the subject from the server, the details, else a short id', () => {
    expect(activitySubject({ subject: 'Glow Nails', details: {}, entity_id: 'x', entity_type: 'booking' })).toBe('Glow Nails')
    expect(activitySubject({ details: { business_name: 'Glow Beauty' }, entity_id: 'x', entity_type: null })).toBe('Glow Beauty')
    expect(activitySubject({ details: { application_number: 'EMU-000001' }, entity_id: 'x', entity_type: null })).toBe('EMU-000001')
    expect(activitySubject({ details: {}, entity_id: '1234567890', entity_type: null })).toBe('12345678')
    expect(activitySubject({ details: null, entity_id: null, entity_type: null })).toBe('')
  })
})

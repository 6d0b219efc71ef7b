import { describe, expect, it } from 'vitest'
import { activityLabelKey, activitySubject } from './dashboard.utils'

describe('activity entries', () => {
  it('labels known actions and falls back for others', () => {
    expect(activityLabelKey('merchant_application.approve')).toBe('dashboard.actions.merchant_application.approve')
    expect(activityLabelKey('review.strip_text')).toBe('dashboard.actions.review.strip_text')
    expect(activityLabelKey('something.new')).toBe('dashboard.actions.other')
  })

  it('names the subject from the details, else a short id', () => {
    expect(activitySubject({ details: { business_name: 'Glow Beauty' }, entity_id: 'x' })).toBe('Glow Beauty')
    expect(activitySubject({ details: { application_number: 'EMU-000001' }, entity_id: 'x' })).toBe('EMU-000001')
    expect(activitySubject({ details: {}, entity_id: '1234567890' })).toBe('12345678')
    expect(activitySubject({ details: null, entity_id: null })).toBe('')
  })
})

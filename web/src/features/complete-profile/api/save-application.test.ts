import { describe, expect, it } from 'vitest'
import { saveBody } from './save-application'
import type { ProfileValues } from '../complete-profile-schema'

const values = {
  business_name: 'Glow', business_name_zh: '', district: 'Wan Chai', address: '', building: '', contact_person: '',
  contact_person_role: '', contact_whatsapp: '', contact_email: 'a@glow.hk', contact_email_secondary: '', phone: '',
  whatsapp: '9123 4567', email: 'a@glow.hk', business_size: '', description: '', instagram: '', facebook: '', website: '',
  google_map_url: '', how_did_you_hear: '', business_types: ['Beauty'],
} satisfies ProfileValues

describe('saveBody', () => {
  it('Save Progress: the columns and the completion percentage, status untouched (stays draft)', () => {
    const body = saveBody({ values, submit: false })
    expect(body).not.toHaveProperty('status')
    expect(body.completion_percentage).toBe(30)
    expect(body.business_name_zh).toBeNull()
  })
  it('Complete & Submit: status pending_review', () => {
    expect(saveBody({ values, submit: true }).status).toBe('pending_review')
  })
})

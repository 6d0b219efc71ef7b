// The moderation actions offered follow moderate-review's transitions.
import { describe, expect, it } from 'vitest'
import { actionsFor } from './moderate-review'

describe('moderation actions per status', () => {
  it('follow moderate-review: hide, strip text, restore; dismiss only with a report', () => {
    expect(actionsFor('published', false)).toEqual(['hide', 'strip_text'])
    expect(actionsFor('published', true)).toEqual(['hide', 'strip_text', 'dismiss'])
    expect(actionsFor('hidden', false)).toEqual(['strip_text', 'restore'])
    expect(actionsFor('text_removed', false)).toEqual(['hide', 'restore'])
  })
})

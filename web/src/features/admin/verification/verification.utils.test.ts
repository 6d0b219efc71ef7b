import { describe, expect, it } from 'vitest'
import {
  applicationBadge,
  canConfirmReject,
  canDecide,
  EMPTY_REVIEW,
  rejectionReasonOf,
  reviewRequest,
  statusOfTab,
} from './verification.utils'

const form = (over: Partial<typeof EMPTY_REVIEW>) => ({ ...EMPTY_REVIEW, ...over })

describe('tabs', () => {
  it('Pending lists pending_review', () => {
    expect(statusOfTab('pending')).toBe('pending_review')
    expect(statusOfTab('approved')).toBe('approved')
    expect(statusOfTab('rejected')).toBe('rejected')
  })
})

describe('Approve and Reject need "Contacted merchant?"', () => {
  it('are disabled until ticked, and while busy', () => {
    expect(canDecide(form({}))).toBe(false)
    expect(canDecide(form({ contacted: true }))).toBe(true)
    expect(canDecide(form({ contacted: true }), true)).toBe(false)
  })
})

describe('Confirm Reject', () => {
  it('needs a reason', () => {
    expect(canConfirmReject(form({ contacted: true, rejecting: true }))).toBe(false)
    expect(canConfirmReject(form({ contacted: true, reason: 'Duplicate application' }))).toBe(true)
  })

  it('for Other, needs non-blank custom text', () => {
    expect(canConfirmReject(form({ contacted: true, reason: 'Other' }))).toBe(false)
    expect(canConfirmReject(form({ contacted: true, reason: 'Other', customReason: '   ' }))).toBe(false)
    expect(canConfirmReject(form({ contacted: true, reason: 'Other', customReason: 'Closed down' }))).toBe(true)
  })

  it('still needs the contacted box', () => {
    expect(canConfirmReject(form({ reason: 'Duplicate application' }))).toBe(false)
  })
})

describe('completion of the review form', () => {
  it('stores the free text for Other', () => {
    expect(rejectionReasonOf({ reason: 'Other', customReason: '  Shop closed  ' })).toBe('Shop closed')
    expect(rejectionReasonOf({ reason: 'Invalid or missing BR document', customReason: 'x' })).toBe(
      'Invalid or missing BR document',
    )
  })

  it('builds the function body only when complete', () => {
    expect(reviewRequest('a', 'approve', form({}))).toBeNull()
    expect(reviewRequest('a', 'approve', form({ contacted: true, remark: ' called ' }))).toEqual({
      applicationId: 'a',
      action: 'approve',
      remark: 'called',
      rejectionReason: null,
    })
    expect(reviewRequest('a', 'reject', form({ contacted: true, reason: 'Other' }))).toBeNull()
    expect(reviewRequest('a', 'reject', form({ contacted: true, reason: 'Other', customReason: 'No licence' }))).toEqual({
      applicationId: 'a',
      action: 'reject',
      remark: '',
      rejectionReason: 'No licence',
    })
  })
})

describe('applicationBadge', () => {
  it('shows the number, or a short id', () => {
    expect(applicationBadge('EMU-000123', 'x')).toBe('EMU-000123')
    expect(applicationBadge(null, 'abcdef0123456')).toBe('#abcdef01')
  })
})

import { describe, expect, it } from 'vitest'
import { reportPaymentSchema } from './proof-schema'

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'paid.png', { type })
const messages = (value: unknown) => {
  const result = reportPaymentSchema.safeParse({ proof: value })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('reportPaymentSchema', () => {
  it('takes no screenshot at all', () => {
    expect(messages(null)).toEqual([])
    expect(messages(undefined)).toEqual([])
  })
  it('takes a JPEG, PNG or WebP picture up to 5 MB', () => {
    expect(messages(file('image/png', 1000))).toEqual([])
    expect(messages(file('image/jpeg', 5 * 1024 * 1024))).toEqual([])
    expect(messages(file('image/webp', 10))).toEqual([])
  })
  it('refuses another kind of file, and a picture over 5 MB, with the texts the page shows', () => {
    expect(messages(file('application/pdf', 1000))).toEqual(['pay.fps.proofType'])
    expect(messages(file('image/png', 5 * 1024 * 1024 + 1))).toEqual(['pay.fps.proofTooBig'])
  })
})

import { describe, expect, it } from 'vitest'
import en from '@/locales/admin/en.json'
import zhHK from '@/locales/admin/zh-HK.json'
import { expectParity } from '@/test/locale-keys'
import { adminT } from './use-admin-t'

describe('admin namespace (en <-> zh-HK)', () => {
  it('has the same keys and no empty values', () => {
    expectParity(en, zhHK)
  })

  it('carries the spec texts', () => {
    const t = adminT('en')
    expect(t('guard.checking')).toBe('Checking authentication...')
    expect(t('verification.loading')).toBe('Loading applications...')
    expect(t('verification.empty', { status: 'pending' })).toBe('No pending applications found')
    expect(t('claims.noPermission')).toBe('You do not have permission to view this page.')
    expect(t('claims.pleaseLogin')).toBe('Please log in to view business claims.')
    expect(t('login.notAdmin')).toBe(
      "You don't have admin permissions. Please contact support if you believe this is an error.",
    )
    expect(t('shops.deleteConfirm')).toBe('Are you sure you want to delete this business?')
    expect(t('shops.deleted')).toBe('Business deleted successfully')
    expect(t('shops.deleteFailed')).toBe('Failed to delete business')
    expect(t('claims.duplicate')).toBe('This business has already been claimed. The claim has been marked as duplicate.')
    expect(adminT('zh-HK')('guard.checking')).toBe('正在驗證身份...')
  })
})

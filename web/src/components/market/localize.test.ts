import { describe, expect, it } from 'vitest'
import { formatHkd } from '@/lib/format'
import { districtLabel, instagramLink, mapUrl, pick, placeLine, telUrl, websiteLink, whatsappUrl } from './localize'
import { hkWeekday, hoursRows } from './hours'

describe('a shop in the visitor language', () => {
  it('shows the chosen language and falls back to the other', () => {
    expect(pick('zh', 'Glow Nails', '光光美甲')).toBe('光光美甲')
    expect(pick('en', 'Glow Nails', '光光美甲')).toBe('Glow Nails')
    expect(pick('zh', 'Glow Nails', null)).toBe('Glow Nails')
    expect(pick('en', '  ', '光光美甲')).toBe('光光美甲')
    expect(districtLabel('Wan Chai', 'zh')).toBe('灣仔區')
    expect(districtLabel('Wan Chai', 'en')).toBe('Wan Chai')
  })

  it('writes prices as HK$', () => {
    expect(formatHkd(380)).toBe('HK$380')
    expect(formatHkd(1200)).toBe('HK$1,200')
    expect(formatHkd(null)).toBe('')
  })

  it('links WhatsApp numbers of Hong Kong through wa.me/852', () => {
    expect(whatsappUrl('6123 4567')).toBe('https://wa.me/85261234567')
    expect(whatsappUrl('+852 9123-4567')).toBe('https://wa.me/85291234567')
    expect(whatsappUrl('85251234567')).toBe('https://wa.me/85251234567')
    expect(whatsappUrl('2345 6789')).toBeNull() // a landline has no WhatsApp
    expect(whatsappUrl(null)).toBeNull()
  })

  it('maps by coordinates, else by name and address', () => {
    expect(mapUrl({ lat: 22.28, lng: 114.18, address: 'x', name: 'y' })).toBe('https://www.google.com/maps/search/?api=1&query=22.28,114.18')
    expect(mapUrl({ lat: null, lng: null, address: '1 Yee Wo St', name: 'Glow' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Glow%201%20Yee%20Wo%20St',
    )
    expect(mapUrl({ lat: null, lng: null, address: null, name: 'Glow' })).toBeNull()
  })
})

describe('opening hours', () => {
  it('lists Monday to Sunday with breaks, closed days and unknown days', () => {
    const rows = hoursRows({ mon: '10:00-13:00,14:00-20:00', sun: 'closed', tue: 'whenever' })
    expect(rows[0]).toEqual({ day: 'mon', status: 'open', ranges: ['10:00–13:00', '14:00–20:00'] })
    expect(rows[1]).toEqual({ day: 'tue', status: 'unknown' })
    expect(rows[6]).toEqual({ day: 'sun', status: 'closed' })
  })

  it('knows the weekday in Hong Kong whatever the browser zone', () => {
    // Monday 23:30 UTC is already Tuesday 07:30 in Hong Kong.
    expect(hkWeekday(new Date('2026-11-23T23:30:00Z'))).toBe('tue')
    expect(hkWeekday(new Date('2026-11-23T10:00:00Z'))).toBe('mon')
  })
})

describe('a shop\'s place and contacts', () => {
  it('names the district after the area unless they are the same place', () => {
    expect(placeLine('Mong Kok', 'Yau Tsim Mong', 'en')).toBe('Mong Kok · Yau Tsim Mong')
    expect(placeLine('Tai Po', 'Tai Po', 'en')).toBe('Tai Po')
    expect(placeLine('大埔', 'Tai Po', 'zh')).toBe('大埔')
    expect(placeLine('旺角', 'Yau Tsim Mong', 'zh')).toBe('旺角 · 油尖旺區')
    expect(placeLine(null, 'Wan Chai', 'zh')).toBe('灣仔區')
  })

  it('makes call, Instagram and website links only of usable values', () => {
    expect(telUrl('+852 2123 4567')).toBe('tel:+85221234567')
    expect(telUrl('2123 4567')).toBe('tel:+85221234567')
    expect(telUrl('123')).toBeNull()
    expect(instagramLink('@glow.hk')).toEqual({ href: 'https://www.instagram.com/glow.hk/', handle: '@glow.hk' })
    expect(instagramLink('https://instagram.com/glow_nails')).toEqual({ href: 'https://www.instagram.com/glow_nails/', handle: '@glow_nails' })
    expect(instagramLink('not an account')).toBeNull()
    expect(websiteLink('https://www.glow.hk/menu')).toEqual({ href: 'https://www.glow.hk/menu', host: 'glow.hk' })
    expect(websiteLink('javascript:alert(1)')).toBeNull()
  })
})

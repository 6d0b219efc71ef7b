import { describe, expect, it } from 'vitest'
import { googleCalendarUrl, icsFile, type CalendarEvent } from './calendar-links'

const event: CalendarEvent = {
  uid: 'b1@emu.hk',
  title: '凝膠甲 · 光光美甲',
  start: '2026-12-02T11:00:00+08:00',
  end: '2026-12-02T12:00:00+08:00',
  location: '灣仔駱克道1號, Wan Chai; 2/F',
  url: 'https://emu.hk/shops/s1',
}

describe('calendar links', () => {
  it('Google: the title, the UTC start/end, the address and the shop link', () => {
    const url = new URL(googleCalendarUrl(event))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: '凝膠甲 · 光光美甲',
      dates: '20261202T030000Z/20261202T040000Z',
      location: '灣仔駱克道1號, Wan Chai; 2/F',
      details: 'https://emu.hk/shops/s1',
    })
  })

  it('.ics: CRLF lines, UTC times, escaped text, folded at 75 octets', () => {
    const ics = icsFile({ ...event, location: '香港'.repeat(40) }, new Date('2026-11-27T00:00:00Z'))
    expect(ics.endsWith('\r\n')).toBe(true)
    const lines = ics.split('\r\n')
    expect(lines).toContain('DTSTART:20261202T030000Z')
    expect(lines).toContain('DTEND:20261202T040000Z')
    expect(lines).toContain('DTSTAMP:20261127T000000Z')
    expect(lines).toContain('UID:b1@emu.hk')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(`LOCATION:${'香港'.repeat(40)}`)
    expect(icsFile(event)).toContain('LOCATION:灣仔駱克道1號\\, Wan Chai\\; 2/F')
  })
})

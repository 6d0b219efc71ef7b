import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS, filtersFromUrl, pageCount, PAGE_SIZE, searchBody, urlOfFilters, withFilter } from './filters'

const parse = (category: string | undefined, qs: string) => filtersFromUrl(category, new URLSearchParams(qs))

describe('filters in the URL', () => {
  it('reads every filter of a shared result page', () => {
    expect(parse('nails', 'q=gel&district=Wan+Chai&area=causeway-bay&price=300-600&rating=4&verified=1&sort=rating&page=3')).toEqual({
      q: 'gel',
      category: 'nails',
      district: 'Wan Chai',
      area: 'causeway-bay',
      price: '300-600',
      rating: 4,
      verified: true,
      sort: 'rating',
      page: 3,
    })
  })

  it('ignores unknown or malformed values instead of failing', () => {
    expect(parse('tattoo', 'district=Atlantis&area=mars&price=free&rating=2&verified=yes&sort=random&page=-4')).toEqual(EMPTY_FILTERS)
    expect(parse(undefined, 'page=1.5').page).toBe(1)
  })

  it('writes the same URL back (defaults left out), so equal filters share one address', () => {
    const url = '/services/category/nails?q=gel&district=Wan+Chai&area=causeway-bay&price=300-600&rating=4&verified=1&sort=rating&page=3'
    const [path, qs] = url.split('?') as [string, string]
    expect(urlOfFilters(parse(path.split('/').pop(), qs))).toBe(url)
    expect(urlOfFilters(EMPTY_FILTERS)).toBe('/services')
    expect(urlOfFilters({ ...EMPTY_FILTERS, q: '銅鑼灣 美甲' })).toBe('/services?q=%E9%8A%85%E9%91%BC%E7%81%A3+%E7%BE%8E%E7%94%B2')
  })

  it('a new filter starts again at page 1', () => {
    const onPage4 = { ...EMPTY_FILTERS, page: 4 }
    expect(withFilter(onPage4, { district: 'Sha Tin' })).toMatchObject({ district: 'Sha Tin', page: 1 })
  })

  it('counts pages of PAGE_SIZE, at least one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(PAGE_SIZE)).toBe(1)
    expect(pageCount(PAGE_SIZE + 1)).toBe(2)
  })
})

describe('search-shops request body', () => {
  it('sends the area chip as the shop area and pages by offset', () => {
    const body = searchBody({ ...EMPTY_FILTERS, q: '美甲', area: 'causeway-bay', district: 'Wan Chai', category: 'nails', page: 2 }, null)
    expect(body).toEqual({ q: '美甲', sort: 'relevance', limit: PAGE_SIZE, offset: PAGE_SIZE, district: 'Wan Chai', category: 'nails', area: 'Causeway Bay' })
  })

  it('sorts by distance only with the visitor coordinates', () => {
    const filters = { ...EMPTY_FILTERS, sort: 'distance' as const }
    expect(searchBody(filters, null)).toMatchObject({ sort: 'relevance' })
    expect(searchBody(filters, null)).not.toHaveProperty('lat')
    expect(searchBody(filters, { lat: 22.28, lng: 114.18 })).toMatchObject({ sort: 'distance', lat: 22.28, lng: 114.18 })
  })

  it('passes the price band, rating floor and verified switch', () => {
    expect(searchBody({ ...EMPTY_FILTERS, price: 'over-1000', rating: 4.5, verified: true }, null)).toMatchObject({
      price_min: 1000,
      min_rating: 4.5,
      verified: true,
    })
    expect(searchBody({ ...EMPTY_FILTERS, price: 'under-300' }, null)).toMatchObject({ price_max: 299.99 })
    expect(searchBody({ ...EMPTY_FILTERS, price: 'under-300' }, null)).not.toHaveProperty('price_min')
  })
})

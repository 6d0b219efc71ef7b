// Neighbourhoods people search by (marketplace.md section 6: "旺角", not "油尖旺區"), with their
// district. Chips on the result pages; search-shops filters on the shop's area (the demo
// catalogue uses the same names).
import type { District } from '@/lib/enums'

export interface Area {
  readonly slug: string
  readonly en: string
  readonly zh: string
  readonly district: District
}

export const AREAS: readonly Area[] = [
  { slug: 'mong-kok', en: 'Mong Kok', zh: '旺角', district: 'Yau Tsim Mong' },
  { slug: 'tsim-sha-tsui', en: 'Tsim Sha Tsui', zh: '尖沙咀', district: 'Yau Tsim Mong' },
  { slug: 'jordan', en: 'Jordan', zh: '佐敦', district: 'Yau Tsim Mong' },
  { slug: 'causeway-bay', en: 'Causeway Bay', zh: '銅鑼灣', district: 'Wan Chai' },
  { slug: 'wan-chai', en: 'Wan Chai', zh: '灣仔', district: 'Wan Chai' },
  { slug: 'central', en: 'Central', zh: '中環', district: 'Central and Western' },
  { slug: 'sheung-wan', en: 'Sheung Wan', zh: '上環', district: 'Central and Western' },
  { slug: 'north-point', en: 'North Point', zh: '北角', district: 'Eastern' },
  { slug: 'tai-koo', en: 'Tai Koo', zh: '太古', district: 'Eastern' },
  { slug: 'kwun-tong', en: 'Kwun Tong', zh: '觀塘', district: 'Kwun Tong' },
  { slug: 'sham-shui-po', en: 'Sham Shui Po', zh: '深水埗', district: 'Sham Shui Po' },
  { slug: 'kowloon-city', en: 'Kowloon City', zh: '九龍城', district: 'Kowloon City' },
  { slug: 'sha-tin', en: 'Sha Tin', zh: '沙田', district: 'Sha Tin' },
  { slug: 'tsuen-wan', en: 'Tsuen Wan', zh: '荃灣', district: 'Tsuen Wan' },
  { slug: 'tseung-kwan-o', en: 'Tseung Kwan O', zh: '將軍澳', district: 'Sai Kung' },
  { slug: 'yuen-long', en: 'Yuen Long', zh: '元朗', district: 'Yuen Long' },
]

export function areaBySlug(slug: string | null | undefined): Area | undefined {
  return AREAS.find((a) => a.slug === slug)
}

// Weather events (marketplace.md section 6): the ones in force, read by anyone for the site's
// banner (the admin's switch, set-weather, is in features/admin/weather).
import { queryOptions } from '@tanstack/react-query'
import { publicRows } from '@/lib/public-rest'

export const WEATHER_KINDS = ['T8', 'BLACK_RAIN', 'EXTREME'] as const
export type WeatherKind = (typeof WEATHER_KINDS)[number]

export interface WeatherEvent {
  kind: WeatherKind
  started_at: string
  /** Who switched it on: an administrator, or the Observatory's feed ('hko'). */
  source?: string | null
}

export const weatherKeys = { active: ['weather', 'active'] as const }

export async function activeWeather(): Promise<WeatherEvent[]> {
  // A plain fetch as the anonymous role (lib/public-rest): the banner does not load supabase-js.
  return publicRows<WeatherEvent>(
    'weather_events',
    new URLSearchParams({ select: 'kind,started_at,source', ended_at: 'is.null', order: 'started_at.desc' }),
  )
}

export const activeWeatherQuery = () =>
  queryOptions({
    queryKey: weatherKeys.active,
    queryFn: activeWeather,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })

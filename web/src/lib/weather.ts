// Weather events (marketplace.md section 6): the ones in force, read by anyone for the site's
// banner (the admin's switch, set-weather, is in features/admin/weather).
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export const WEATHER_KINDS = ['T8', 'BLACK_RAIN', 'EXTREME'] as const
export type WeatherKind = (typeof WEATHER_KINDS)[number]

export interface WeatherEvent {
  kind: WeatherKind
  started_at: string
}

export const weatherKeys = { active: ['weather', 'active'] as const }

export async function activeWeather(): Promise<WeatherEvent[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase
    .from('weather_events')
    .select('kind,started_at')
    .is('ended_at', null)
    .order('started_at', { ascending: false })
  if (error) throw error
  return (data ?? []) as WeatherEvent[]
}

export const activeWeatherQuery = () =>
  queryOptions({
    queryKey: weatherKeys.active,
    queryFn: activeWeather,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })

// Weather events (marketplace.md section 6): the ones in force, read by anyone for the site's
// banner, and set-weather, the admin's switch (C.3).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
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

export interface SetWeatherResult {
  weather: { kind: WeatherKind; active: boolean; started_at?: string; ended_at?: string | null }
  affected: number
}

export function setWeather(request: { kind: WeatherKind; active: boolean }) {
  return invokeFunction<SetWeatherResult>('set-weather', { body: { ...request } })
}

export function useSetWeather() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setWeather,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: weatherKeys.active })
      void client.invalidateQueries({ queryKey: ['booking'] })
    },
  })
}

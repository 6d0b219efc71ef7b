// set-weather (C.3, admins): switches a weather state on or off; the banner's query and the
// slot lists are refreshed.
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { weatherKeys, type WeatherKind } from '@/lib/weather'

export interface SetWeatherResult {
  weather: { kind: WeatherKind; active: boolean; started_at?: string; ended_at?: string | null }
  affected: number
}

export function setWeather(request: { kind: WeatherKind; active: boolean }) {
  return invokeFunction<SetWeatherResult>('set-weather', { body: { ...request } })
}

export function useSetWeather() {
  return useRefreshingMutation(setWeather, [weatherKeys.active, ['booking']])
}

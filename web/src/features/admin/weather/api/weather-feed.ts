// What the last poll of the Observatory's warning feed saw (weather_feed, migration 0022;
// admins only): when it last read the feed, and the error while it cannot (salon-day.md C.4).
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

export interface WeatherFeed {
  last_poll_at: string | null
  last_ok_at: string | null
  last_error: string | null
}

export async function getWeatherFeed(): Promise<WeatherFeed | null> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.from('weather_feed').select('last_poll_at,last_ok_at,last_error').eq('id', 'hko').maybeSingle()
  if (error) throw error
  return data as WeatherFeed | null
}

export const weatherFeedQuery = () =>
  queryOptions({ queryKey: ['weather', 'feed'] as const, queryFn: getWeatherFeed, refetchInterval: 60_000 })

/** The feed's line on the admin screen: never read, read (when), or failing (since when, why). */
export type FeedLine =
  | { state: 'never' }
  | { state: 'ok'; at: string }
  | { state: 'failing'; since: string; error: string; lastOk: string | null }

export function feedLine(feed: WeatherFeed | null | undefined): FeedLine {
  if (!feed?.last_poll_at) return { state: 'never' }
  if (feed.last_error) return { state: 'failing', since: feed.last_poll_at, error: feed.last_error, lastOk: feed.last_ok_at }
  return { state: 'ok', at: feed.last_ok_at ?? feed.last_poll_at }
}

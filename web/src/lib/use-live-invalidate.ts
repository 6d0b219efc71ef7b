// Live screens: while a component is mounted, every committed change to `table` (optionally
// narrowed by a Realtime filter such as `shop_id=eq.<uuid>`) that the signed-in user may read
// marks the given TanStack queries stale, so they refetch without a reload. The server sends a
// row only to those whose policies let them select it; the queries re-read through /rest/v1.
import { useEffect } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { RealtimeChannel } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'

export type LiveTable = 'bookings' | 'businesses' | 'merchant_applications' | 'business_claims' | 'reviews'

let channels = 0

export function useLiveInvalidate(table: LiveTable, filter: string | undefined, queryKeys: readonly QueryKey[], enabled = true) {
  const client = useQueryClient()
  const keys = JSON.stringify(queryKeys)
  useEffect(() => {
    if (!enabled) return
    let closed = false
    let channel: RealtimeChannel | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const parsed = JSON.parse(keys) as QueryKey[]
    // A burst of changes (a batch confirm) refetches once.
    const invalidate = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        for (const queryKey of parsed) void client.invalidateQueries({ queryKey })
      }, 150)
    }
    getSupabase()
      .then((supabase) => {
        if (closed) return
        channel = supabase
          .channel(`live-${table}-${++channels}`)
          .on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, invalidate)
          .subscribe()
      })
      // Without the client the page still works; it just is not live (the queries' own refetch).
      .catch(() => {})
    return () => {
      closed = true
      clearTimeout(timer)
      if (channel) void getSupabase().then((supabase) => supabase.removeChannel(channel as RealtimeChannel))
    }
  }, [client, table, filter, keys, enabled])
}

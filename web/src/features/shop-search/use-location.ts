// The visitor's position, asked for only when they choose "distance" (never stored or sent
// anywhere but the search request).
import { useCallback, useState } from 'react'
import type { Coordinates } from './lib/filters'

export type LocationState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'ready'; coords: Coordinates }
  | { status: 'denied' }

export function useVisitorLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' })
  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'denied' })
      return
    }
    setState({ status: 'asking' })
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'ready', coords: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      () => setState({ status: 'denied' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    )
  }, [])
  return { location: state, ask }
}

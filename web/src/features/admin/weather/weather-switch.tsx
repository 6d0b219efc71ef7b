// The admin's weather switch (C.3 set-weather): one on/off control per kind, with the number
// of bookings marked as affected.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useBookingT } from '@/components/booking/i18n'
import { cn } from '@/lib/cn'
import { activeWeatherQuery, WEATHER_KINDS, type WeatherKind } from '@/lib/weather'
import { useSetWeather } from './api/set-weather'
import { feedLine, weatherFeedQuery } from './api/weather-feed'
import { formatHkDateTime } from '@/lib/format'
import { labelLang } from '@/lib/lang'
import { TitledSection } from '@/components/ui/titled-section'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { CallError } from '@/components/call-error'

export function WeatherSwitch() {
  const { t, i18n } = useBookingT()
  const lang = labelLang(i18n.language)
  const query = useQuery(activeWeatherQuery())
  const feed = feedLine(useQuery(weatherFeedQuery()).data)
  const events = new Map((query.data ?? []).map((e) => [e.kind, e]))
  const set = useSetWeather()
  const [notice, setNotice] = useState<string | null>(null)
  // The switch only asks: the change applies site-wide at once, so the dialog names what it does.
  const [asking, setAsking] = useState<{ kind: WeatherKind; on: boolean } | null>(null)
  const active = new Set((query.data ?? []).map((e) => e.kind))
  const toggle = (kind: WeatherKind, on: boolean) => {
    setNotice(null)
    setAsking(null)
    set.mutate(
      { kind, active: on },
      {
        onSuccess: (result) =>
          setNotice(
            result.weather.active
              ? t('weather.admin.switchedOn', { kind: t(`weather.kinds.${kind}`), count: result.affected })
              : t('weather.admin.switchedOff', { kind: t(`weather.kinds.${kind}`) }),
          ),
      },
    )
  }
  return (
    <TitledSection id="weather-title" title={t('weather.admin.title')} className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="mt-1 text-sm text-stone-600">{t('weather.admin.help')}</p>
      {query.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('weather.admin.loadError')}
        </p>
      )}
      <ul className="mt-4 space-y-2">
        {WEATHER_KINDS.map((kind) => {
          const on = active.has(kind)
          return (
            <li key={kind} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                <span id={`weather-${kind}`} className="block text-stone-900">
                  {t(`weather.kinds.${kind}`)}
                </span>
                {on && (
                  <span className="block text-xs text-stone-600" data-testid={`weather-source-${kind}`}>
                    {t(events.get(kind)?.source === 'hko' ? 'weather.admin.sourceHko' : 'weather.admin.sourceAdmin', {
                      time: formatHkDateTime(events.get(kind)?.started_at, lang),
                    })}
                  </span>
                )}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`weather-${kind}`}
                disabled={query.isPending || set.isPending}
                onClick={() => setAsking({ kind, on: !on })}
                className={cn(
                  'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:opacity-60',
                  on ? 'bg-sky-700' : 'bg-stone-300',
                )}
              >
                <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')} />
              </button>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 text-sm text-stone-600" data-testid="weather-feed">
        {feed.state === 'never' && t('weather.admin.feedNever')}
        {feed.state === 'ok' && t('weather.admin.feedOk', { time: formatHkDateTime(feed.at, lang) })}
        {feed.state === 'failing' && (
          <span className="text-amber-800">
            {t('weather.admin.feedFailing', { time: formatHkDateTime(feed.since, lang), error: feed.error })}
          </span>
        )}
      </p>
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking && (
          <DialogContent closeLabel={t('myBookings.close')} data-testid="weather-confirm">
            <DialogTitle>
              {t(asking.on ? 'weather.admin.confirmOnTitle' : 'weather.admin.confirmOffTitle', { kind: t(`weather.kinds.${asking.kind}`) })}
            </DialogTitle>
            <DialogDescription>{t(asking.on ? 'weather.admin.confirmOnBody' : 'weather.admin.confirmOffBody')}</DialogDescription>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setAsking(null)}>
                {t('weather.admin.keep')}
              </Button>
              <Button onClick={() => toggle(asking.kind, asking.on)}>
                {t(asking.on ? 'weather.admin.confirmOn' : 'weather.admin.confirmOff', { kind: t(`weather.kinds.${asking.kind}`) })}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
      <div aria-live="polite">
        {notice && <p className="mt-3 text-sm text-emerald-800">{notice}</p>}
        <CallError call={set} className="mt-3" />
      </div>
    </TitledSection>
  )
}

// The site-wide banner while a Typhoon Signal No. 8, Black Rainstorm or Extreme Conditions
// state is in force (section 6), in the page language.
import { useQuery } from '@tanstack/react-query'
import { useBookingT } from '@/components/booking/i18n'
import { CloudLightning } from 'lucide-react'
import { labelLang } from '@/lib/enums'
import { activeWeatherQuery } from '@/lib/weather'

export default function WeatherBanner() {
  const { t, i18n } = useBookingT()
  // Chinese sentences follow each other without a space.
  const gap = labelLang(i18n.language) === 'zh' ? '' : ' '
  const query = useQuery(activeWeatherQuery())
  const events = query.data ?? []
  if (events.length === 0) return null
  const kinds = [...new Set(events.map((e) => e.kind))]
  return (
    <div role="status" className="bg-sky-900 px-4 py-2.5 text-sm text-white" data-testid="weather-banner">
      <div className="mx-auto flex max-w-6xl items-start gap-2">
        <CloudLightning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{kinds.map((k) => t(`weather.inForce.${k}`)).join(gap)}</strong>
          {gap}
          {t('weather.bannerText')}
        </p>
      </div>
    </div>
  )
}

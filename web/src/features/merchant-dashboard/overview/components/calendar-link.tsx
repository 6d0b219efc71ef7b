// The member's private calendar feed (salon-day.md C.2): a webcal:// link that Google Calendar
// and Apple Calendar subscribe to. Only its hash is kept, so the link is shown when it is made;
// making a new one stops the old one at once.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { TitledSection } from '@/components/ui/titled-section'
import { formatHkDate } from '@/lib/format'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useErrorText } from '@/lib/errors/use-error-text'
import { calendarLinkQuery, useRotateCalendarToken } from '../../clients/api/clients'

export function CalendarLink({ shopId }: { shopId: string }) {
  const { t, lang } = useWorkspaceT()
  const query = useQuery(calendarLinkQuery(shopId))
  const rotate = useRotateCalendarToken(shopId)
  const errorText = useErrorText()
  const [url, setUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url)
        setCopied(false)
      },
    })
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    setCopied(true)
  }
  const exists = query.data?.exists ?? false
  return (
    <TitledSection id="calendar-link-title" title={t('calendarLink.title')} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <p className="mt-1 text-sm text-stone-600">{t('calendarLink.intro')}</p>
      {url ? (
        <div className="mt-3 space-y-2">
          <label className="block text-sm font-medium text-stone-800">
            {t('calendarLink.yourLink')}
            <Input className="mt-1 font-mono text-xs" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-url" />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              {copied ? t('calendarLink.copied') : t('calendarLink.copy')}
            </Button>
            <a href={url} className="inline-flex h-9 items-center rounded-full px-3 text-sm font-medium text-rose-700 underline underline-offset-2">
              {t('calendarLink.subscribe')}
            </a>
          </div>
          <p className="text-xs text-stone-600">{t('calendarLink.onlyNow')}</p>
        </div>
      ) : (
        exists &&
        query.data?.createdAt && <p className="mt-3 text-sm text-stone-700">{t('calendarLink.made', { date: formatHkDate(query.data.createdAt, lang) })}</p>
      )}
      <div className="mt-3">
        <Button size="sm" variant={url || exists ? 'outline' : 'primary'} disabled={rotate.isPending} onClick={make}>
          {url || exists ? t('calendarLink.rotate') : t('calendarLink.make')}
        </Button>
        {(url || exists) && <p className="mt-1 text-xs text-stone-600">{t('calendarLink.rotateHint')}</p>}
      </div>
      {rotate.isError && <p role="alert" className="mt-2 text-sm text-red-800">{errorText(rotate.error)}</p>}
    </TitledSection>
  )
}

import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** The keyword search: submits to /services?q=… (or calls onSearch on a result page). */
export function SearchBox({
  initial = '',
  onSearch,
  className,
  id = 'market-search',
}: {
  initial?: string
  onSearch?: (q: string) => void
  className?: string
  id?: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [q, setQ] = useState(initial)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const term = q.trim()
    if (onSearch) onSearch(term)
    else void navigate(term ? `/services?q=${encodeURIComponent(term)}` : '/services')
  }

  return (
    <form role="search" onSubmit={submit} className={cn('flex w-full gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {t('market.search.label')}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('market.search.placeholder')}
          className="h-12 w-full rounded-full border border-stone-300 bg-white pr-4 pl-11 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-rose-600 focus-visible:outline-2 focus-visible:outline-rose-600"
        />
      </div>
      <button type="submit" className={buttonClasses('primary', 'lg', 'shrink-0 px-5')}>
        {t('market.search.submit')}
      </button>
    </form>
  )
}

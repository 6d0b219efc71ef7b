import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { cn } from '@/lib/cn'
import { useAdminT } from '../i18n/use-admin-t'

/** A search box that reports its value 300 ms after the last keystroke. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  className,
}: {
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** The box's name; 'Search' when none is given. */
  label?: string
  className?: string
}) {
  const { t } = useAdminT()
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onChange(text), 300)
    return () => clearTimeout(timer)
  }, [text, value, onChange])
  return (
    <div className={cn('relative w-full max-w-sm', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
      <input
        type="search"
        aria-label={label ?? t('common.search')}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange(text)
        }}
        className="h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm focus-visible:border-rose-500 focus-visible:outline-2 focus-visible:outline-rose-500/40"
      />
    </div>
  )
}

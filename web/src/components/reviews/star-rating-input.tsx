// 1–5 stars as a native radio group: Tab reaches it, the arrow keys move the choice, a screen
// reader hears "3 stars, Good"; the stars up to the chosen one are filled.
import { useId } from 'react'
import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'
import { useReviewsT } from './i18n'

export interface StarRatingInputProps {
  value: number | undefined
  onChange: (value: number) => void
  error?: string
  name?: string
}

export function StarRatingInput({ value, onChange, error, name }: StarRatingInputProps) {
  const { t } = useReviewsT()
  const id = useId()
  const group = name ?? `${id}-rating`
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={Boolean(error)}>
      <legend className="mb-1.5 block text-sm font-medium text-stone-800">{t('write.rating')}</legend>
      <div className="flex items-center gap-3">
        <div className="flex" data-testid="star-input">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="group relative cursor-pointer p-1">
              <input
                type="radio"
                name={group}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer absolute inset-0 opacity-0"
                aria-label={t('write.ratingChoice', { stars: t('write.ratingOption', { count: n }), word: t(`write.ratingWords.${n as 1 | 2 | 3 | 4 | 5}`) })}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-9 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-600',
                  value !== undefined && n <= value ? 'fill-amber-400 text-amber-500' : 'fill-white text-stone-400 group-hover:text-amber-500',
                )}
              />
            </label>
          ))}
        </div>
        {value !== undefined && value >= 1 && (
          <span className="text-sm font-medium text-stone-800" aria-hidden="true">
            {t(`write.ratingWords.${value as 1 | 2 | 3 | 4 | 5}`)}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

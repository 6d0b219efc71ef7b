// The shop's public reply under a review, with its date in Hong Kong time.
import { MessageSquareReply } from 'lucide-react'
import { formatHkDate } from '@/lib/format'
import type { Lang } from '@/lib/enums'
import { useReviewsT } from './i18n'

export function ReviewReply({ reply, at, lang, label }: { reply: string; at: string | null; lang: Lang; label?: string }) {
  const { t } = useReviewsT()
  return (
    <div className="mt-3 rounded-xl border-l-4 border-rose-200 bg-rose-50/60 px-3 py-2" data-testid="merchant-reply">
      <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-stone-900">
        <MessageSquareReply aria-hidden="true" className="size-4 text-rose-700" />
        {label ?? t('merchantReply')}
        {at && <span className="font-normal text-stone-600">· {formatHkDate(at, lang)}</span>}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{reply}</p>
    </div>
  )
}

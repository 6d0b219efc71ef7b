// What a complete-profile link shows once the application has been submitted: where it
// stands, when it was sent (Hong Kong time) and what happens next. Read-only.
import { CircleCheck, Clock3, CircleX } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { reviewBusinessDays } from '@/lib/app-config'
import { enumLabel, APPLICATION_STATUSES, type Lang } from '@/lib/enums'
import { formatHkDateTime } from '@/lib/format'
import type { MerchantT } from '@/lib/merchant-i18n'
import type { ApplicationStatusInfo } from '../api/get-application-status'

export function ApplicationStatusCard({ status, lang, t }: { status: ApplicationStatusInfo; lang: Lang; t: MerchantT }) {
  const Icon = status.status === 'approved' ? CircleCheck : status.status === 'rejected' ? CircleX : Clock3
  const next =
    status.status === 'approved'
      ? t('completeProfile.statusPage.approved')
      : status.status === 'rejected'
        ? t('completeProfile.statusPage.rejected')
        : t('completeProfile.statusPage.pending', { days: reviewBusinessDays() })
  return (
    <div data-testid="application-status">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-balance text-stone-900">{t('completeProfile.statusPage.title')}</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        {status.businessName && (
          <>
            <dt className="text-stone-500">{t('completeProfile.statusPage.business')}</dt>
            <dd className="font-medium text-stone-900">{status.businessName}</dd>
          </>
        )}
        <dt className="text-stone-500">{t('completeProfile.statusPage.number')}</dt>
        <dd className="font-medium text-stone-900">{status.applicationNumber}</dd>
        <dt className="text-stone-500">{t('completeProfile.statusPage.status')}</dt>
        <dd className="font-medium text-stone-900">{enumLabel(APPLICATION_STATUSES, status.status, lang)}</dd>
        {status.submittedAt && (
          <>
            <dt className="text-stone-500">{t('completeProfile.statusPage.submittedAt')}</dt>
            <dd className="font-medium text-stone-900">{formatHkDateTime(status.submittedAt, lang)}</dd>
          </>
        )}
      </dl>
      <p className="mt-6 text-stone-700">{next}</p>
      <Link
        to={status.status === 'approved' ? paths.merchant.dashboard.getHref() : paths.forBusiness.getHref()}
        className={buttonClasses('primary', 'md', 'mt-6')}
      >
        {status.status === 'approved' ? t('completeProfile.statusPage.toDashboard') : t('completeProfile.statusPage.toForBusiness')}
      </Link>
    </div>
  )
}

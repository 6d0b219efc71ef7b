import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { marketplaceOpen } from '@/lib/app-config'
import { CLAIM_STATUSES, DISTRICTS, enumLabel } from '@/lib/enums'
import { Badge, statusTone } from '../../components/badge'
import { DetailList } from '../../components/detail-list'
import { DocumentLink } from '../../components/document-link'
import { formatShortDate } from '@/lib/format'
import { useAdminT, type AdminKey } from '../../i18n/use-admin-t'
import type { BusinessClaim } from '../api/list-claims'
import { claimTitle } from '../claims.utils'
import { ReviewClaimDialog } from './review-claim-dialog'

const METHOD: Record<string, AdminKey> = {
  whatsapp: 'claims.methods.whatsapp',
  facebook: 'claims.methods.facebook',
  instagram: 'claims.methods.instagram',
}

export function ClaimCard({ claim }: { claim: BusinessClaim }) {
  const { t, lang, language } = useAdminT()
  const title = claimTitle(claim)
  const district = claim.business?.district
  return (
    <article data-testid="claim-card" className="rounded-xl border border-stone-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
          <p className="text-sm text-stone-600">
            {t('claims.claimant')}: {claim.claimant?.name || claim.contact_person || '—'} ·{' '}
            {claim.claimant?.email ?? claim.contact_email ?? '—'}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="claim-shop-links">
            <Link to={`${paths.admin.shops.getHref()}?shop=${encodeURIComponent(claim.business_id)}`} className="font-medium text-rose-700 underline-offset-4 hover:underline">
              {t('claims.openInShops', { name: title })}
            </Link>
            {marketplaceOpen() && (
              <a href={paths.shop.getHref(claim.business_id)} target="_blank" rel="noopener noreferrer" className="text-rose-700 underline-offset-4 hover:underline">
                {t('claims.openShopPage')}
              </a>
            )}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={statusTone(claim.claim_status)}>{enumLabel(CLAIM_STATUSES, claim.claim_status, lang)}</Badge>
          <time dateTime={claim.created_at} className="text-sm text-stone-600">
            {formatShortDate(claim.created_at, language)}
          </time>
        </div>
      </header>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-900">{t('claims.contactInfo')}</h3>
          <DetailList
            columns={1}
            items={[
              { label: t('claims.fields.name'), value: claim.contact_person },
              { label: t('claims.fields.phone'), value: claim.contact_phone },
              { label: t('claims.fields.email'), value: claim.contact_email },
              { label: t('claims.fields.position'), value: claim.contact_position },
              {
                label: t('claims.fields.verificationMethod'),
                value: claim.verification_method ? t(METHOD[claim.verification_method] ?? 'claims.methods.whatsapp') : null,
              },
              {
                label: t('claims.fields.verification'),
                value: claim.verification_confirmed ? t('claims.fields.confirmed') : t('claims.fields.notConfirmed'),
              },
            ]}
          />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-900">{t('claims.businessDetails')}</h3>
          <DetailList
            columns={1}
            items={[
              { label: t('claims.fields.legalName'), value: claim.legal_business_name },
              { label: t('claims.fields.registrationNumber'), value: claim.business_registration_number },
              { label: t('claims.fields.district'), value: district ? enumLabel(DISTRICTS, district, lang) : null },
              { label: t('claims.fields.address'), value: claim.business?.address },
            ]}
          />
        </div>
      </div>

      {(claim.additional_info || claim.claim_reason) && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold text-stone-900">{t('claims.additionalInfo')}</h3>
          {claim.claim_reason && <p className="text-sm text-stone-700">{claim.claim_reason}</p>}
          {claim.additional_info && <p className="text-sm text-stone-700">{claim.additional_info}</p>}
        </div>
      )}

      {(claim.proof_documents?.length ?? 0) > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold text-stone-900">{t('claims.proofDocuments')}</h3>
          <ul className="flex flex-wrap gap-4">
            {claim.proof_documents!.map((doc, i) => (
              <li key={doc}>
                <DocumentLink bucket="claim-proofs" path={doc} label={t('claims.document', { n: i + 1 })} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {claim.review_notes && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold text-stone-900">{t('claims.reviewNotes')}</h3>
          <p className="text-sm text-stone-700">{claim.review_notes}</p>
        </div>
      )}

      {claim.claim_status !== 'pending' && claim.reviewed_at && (
        <p className="mt-3 text-xs text-stone-500">
          {t('claims.reviewedOn', { date: formatShortDate(claim.reviewed_at, language) })}
          {claim.reviewer || claim.reviewed_by
            ? ` · ${t('claims.reviewedBy', { reviewer: claim.reviewer?.email ?? claim.reviewed_by })}`
            : ''}
        </p>
      )}

      {claim.claim_status === 'pending' && (
        <div className="mt-4 flex justify-end">
          <ReviewClaimDialog claimId={claim.id} business={title} />
        </div>
      )}
    </article>
  )
}

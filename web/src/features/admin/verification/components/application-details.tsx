// The three expanded sections of an application: Business, BR and Contact information.
import { APPLICATION_STATUSES, BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS, HOW_HEARD, enumLabel } from '@/lib/enums'
import { DetailSection } from '../../components/detail-list'
import { DocumentLink } from '../../components/document-link'
import { Badge, statusTone } from '../../components/badge'
import { formatLongDateTime } from '@/lib/format'
import { useAdminT } from '../../i18n/use-admin-t'
import type { MerchantApplication } from '../api/list-applications'

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return null
  const url = /^https?:\/\//i.test(href) ? href : null
  return url ? (
    <a href={url} target="_blank" rel="noreferrer noopener" className="text-rose-700 hover:underline">
      {href}
    </a>
  ) : (
    <>{href}</>
  )
}

export function ApplicationDetails({ app }: { app: MerchantApplication }) {
  const { t, lang, language } = useAdminT()
  const f = (key: Parameters<typeof t>[0]) => t(key)
  const types = (app.business_types?.length ? app.business_types : app.business_type ? [app.business_type] : [])
    .map((v) => enumLabel(BUSINESS_TYPES, v, lang))
    .join(', ')
  const date = (v: string | null) => formatLongDateTime(v, language)
  return (
    <div className="grid gap-4">
      <DetailSection
        title={t('verification.businessInfo')}
        items={[
          { label: f('verification.fields.businessName'), value: app.business_name },
          { label: f('verification.fields.businessNameZh'), value: app.business_name_zh },
          { label: f('verification.fields.district'), value: app.district && enumLabel(DISTRICTS, app.district, lang) },
          { label: f('verification.fields.address'), value: app.address },
          { label: f('verification.fields.building'), value: app.building },
          { label: f('verification.fields.businessTypes'), value: types },
          { label: f('verification.fields.businessSize'), value: app.business_size && enumLabel(BUSINESS_SIZES, app.business_size, lang) },
          { label: f('verification.fields.description'), value: app.description },
          { label: f('verification.fields.howDidYouHear'), value: app.how_did_you_hear && enumLabel(HOW_HEARD, app.how_did_you_hear, lang) },
          { label: f('verification.fields.refereeName'), value: app.referee_name },
          { label: f('verification.fields.refereePhone'), value: app.referee_phone },
          { label: f('verification.fields.instagram'), value: app.instagram },
          { label: f('verification.fields.facebook'), value: app.facebook },
          { label: f('verification.fields.website'), value: <ExternalLink href={app.website} /> },
          { label: f('verification.fields.googleMapUrl'), value: <ExternalLink href={app.google_map_url} /> },
        ]}
      />
      <DetailSection
        title={t('verification.brInfo')}
        items={[
          { label: f('verification.fields.registeredName'), value: app.business_registered_name },
          { label: f('verification.fields.registrationNumber'), value: app.business_registration_number },
          { label: f('verification.fields.registeredAddress'), value: app.registered_address },
          {
            label: f('verification.fields.brDocument'),
            value: app.br_document_url ? <DocumentLink bucket="br-documents" path={app.br_document_url} /> : null,
          },
        ]}
      />
      <DetailSection
        title={t('verification.contactInfo')}
        items={[
          { label: f('verification.fields.contactPerson'), value: app.contact_person },
          { label: f('verification.fields.contactPersonRole'), value: app.contact_person_role },
          { label: f('verification.fields.contactEmail'), value: app.contact_email },
          { label: f('verification.fields.whatsapp'), value: app.contact_whatsapp ?? app.whatsapp },
          { label: f('verification.fields.phone'), value: app.phone },
          { label: f('verification.fields.email'), value: app.email },
          { label: f('verification.fields.status'), value: <Badge tone={statusTone(app.status)}>{enumLabel(APPLICATION_STATUSES, app.status, lang)}</Badge> },
          { label: f('verification.fields.submittedAt'), value: date(app.submitted_at) },
          { label: f('verification.fields.approvedAt'), value: date(app.approved_at) },
          { label: f('verification.fields.rejectedAt'), value: date(app.rejected_at) },
          { label: f('verification.fields.rejectionReason'), value: app.rejection_reason },
          { label: f('verification.fields.reviewerRemark'), value: app.reviewer_remark },
          { label: f('verification.fields.reviewedBy'), value: app.reviewed_by },
        ]}
      />
    </div>
  )
}

import { CheckboxGroup } from '@/components/ui/choice-group'
import { BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS } from '@/lib/enums'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'
import { BrDocumentUpload } from '@/components/br-document-upload'

export function StepBusinessInfo({
  draft,
  errors,
  update,
  t,
  lang,
  applicationId,
}: StepProps & { applicationId: string | null }) {
  const { field, select, label } = useDraftFields({ draft, errors, update, t, lang })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('businessName', { autoComplete: 'organization', placeholder: 'businessName' })}
      {field('businessNameZh', { optional: true, lang: 'zh-HK', placeholder: 'businessNameZh' })}
      {select('district', DISTRICTS, 'selectDistrict')}
      {field('building', { optional: true, placeholder: 'building' })}
      {field('address', { className: 'sm:col-span-2', autoComplete: 'street-address', placeholder: 'address' })}
      {field('phone', { optional: true, type: 'tel', inputMode: 'tel', placeholder: 'phone' })}
      {field('whatsapp', { type: 'tel', inputMode: 'tel', placeholder: 'whatsapp' })}
      {field('email', { optional: true, type: 'email', inputMode: 'email', className: 'sm:col-span-2', autoComplete: 'email', placeholder: 'email' })}
      <CheckboxGroup
        className="sm:col-span-2"
        name="businessTypes"
        legend={label('businessTypes', true)}
        options={BUSINESS_TYPES.map((o) => ({ value: o.value, label: o[lang] }))}
        values={draft.businessTypes}
        onChange={(values) => {
          update('businessTypes', values)
          update('businessType', values[0] ?? '')
          if (!values.includes('Other')) update('businessTypeOther', '')
        }}
        error={errors.businessTypes}
        columns={3}
      />
      {draft.businessTypes.includes('Other') && field('businessTypeOther', { optional: true, className: 'sm:col-span-2' })}
      {select('businessSize', BUSINESS_SIZES, 'selectSize', { optional: true })}
      {field('googleMapUrl', { optional: true, type: 'url', inputMode: 'url', placeholder: 'googleMapUrl' })}
      {field('description', { multiline: true, className: 'sm:col-span-2', placeholder: 'description' })}
      {field('instagram', { optional: true, placeholder: 'instagram' })}
      {field('facebook', { optional: true, placeholder: 'facebook' })}
      {field('website', { optional: true, type: 'url', inputMode: 'url', className: 'sm:col-span-2', placeholder: 'website' })}
      <BrDocumentUpload
        applicationId={applicationId}
        fileName={draft.brDocumentName}
        t={t}
        onUploaded={(path, name) => {
          update('brDocumentPath', path)
          update('brDocumentName', name)
        }}
      />
    </div>
  )
}

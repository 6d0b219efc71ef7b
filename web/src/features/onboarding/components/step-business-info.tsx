import { CheckboxGroup } from '@/components/ui/choice-group'
import { BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS } from '@/lib/enums'
import { useDraftFields } from './draft-field'
import type { StepProps } from './step-props'
import { BrDocumentUpload } from '@/components/br-document-upload'

export function StepBusinessInfo({ applicationId, ...props }: StepProps & { applicationId: string | null }) {
  const { draft, errors, register, form, lang, t } = props
  const { field, select, label } = useDraftFields(props)
  // The first type chosen is the application's business type; "Other"'s text goes with it.
  const onTypesEdited = () => {
    const types = form.getValues('businessTypes')
    form.setValue('businessType', types[0] ?? '')
    if (!types.includes('Other')) form.setValue('businessTypeOther', '')
  }
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
        {...register('businessTypes', onTypesEdited)}
        className="sm:col-span-2"
        legend={label('businessTypes', true)}
        options={BUSINESS_TYPES.map((o) => ({ value: o.value, label: o[lang] }))}
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
          form.setValue('brDocumentPath', path)
          form.setValue('brDocumentName', name)
        }}
      />
    </div>
  )
}

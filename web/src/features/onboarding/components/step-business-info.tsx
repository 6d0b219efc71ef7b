import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { CheckboxGroup } from '@/components/ui/choice-group'
import { BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS } from '@/lib/enums'
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
  const optional = <span className="font-normal text-stone-500">{t('common.optional')}</span>
  const label = (key: Parameters<typeof t>[0], isOptional = false) => (
    <>
      {t(key)} {isOptional && optional}
    </>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="businessName"
        label={label('onboarding.fields.businessName')}
        value={draft.businessName}
        onValueChange={(v) => update('businessName', v)}
        error={errors.businessName}
        autoComplete="organization"
        placeholder={t('onboarding.placeholders.businessName')}
        required
      />
      <TextField
        name="businessNameZh"
        label={label('onboarding.fields.businessNameZh', true)}
        value={draft.businessNameZh}
        onValueChange={(v) => update('businessNameZh', v)}
        error={errors.businessNameZh}
        lang="zh-HK"
        placeholder={t('onboarding.placeholders.businessNameZh')}
      />
      <FormField label={t('onboarding.fields.district')} error={errors.district}>
        {(control) => (
          <Select
            {...control}
            name="district"
            required
            value={draft.district}
            onChange={(event) => update('district', event.target.value)}
            options={DISTRICTS}
            lang={lang}
            placeholder={t('onboarding.placeholders.selectDistrict')}
          />
        )}
      </FormField>
      <TextField
        name="building"
        label={label('onboarding.fields.building', true)}
        value={draft.building}
        onValueChange={(v) => update('building', v)}
        error={errors.building}
        placeholder={t('onboarding.placeholders.building')}
      />
      <TextField
        name="address"
        className="sm:col-span-2"
        label={label('onboarding.fields.address')}
        value={draft.address}
        onValueChange={(v) => update('address', v)}
        error={errors.address}
        autoComplete="street-address"
        placeholder={t('onboarding.placeholders.address')}
        required
      />
      <TextField
        name="phone"
        type="tel"
        inputMode="tel"
        label={label('onboarding.fields.phone', true)}
        value={draft.phone}
        onValueChange={(v) => update('phone', v)}
        error={errors.phone}
        placeholder={t('onboarding.placeholders.phone')}
      />
      <TextField
        name="whatsapp"
        type="tel"
        inputMode="tel"
        label={label('onboarding.fields.whatsapp')}
        value={draft.whatsapp}
        onValueChange={(v) => update('whatsapp', v)}
        error={errors.whatsapp}
        placeholder={t('onboarding.placeholders.whatsapp')}
        required
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        className="sm:col-span-2"
        label={label('onboarding.fields.email', true)}
        value={draft.email}
        onValueChange={(v) => update('email', v)}
        error={errors.email}
        autoComplete="email"
        placeholder={t('onboarding.placeholders.email')}
      />
      <CheckboxGroup
        className="sm:col-span-2"
        name="businessTypes"
        legend={label('onboarding.fields.businessTypes', true)}
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
      {draft.businessTypes.includes('Other') && (
        <TextField
          name="businessTypeOther"
          className="sm:col-span-2"
          label={label('onboarding.fields.businessTypeOther', true)}
          value={draft.businessTypeOther}
          onValueChange={(v) => update('businessTypeOther', v)}
          error={errors.businessTypeOther}
        />
      )}
      <FormField label={label('onboarding.fields.businessSize', true)} error={errors.businessSize}>
        {(control) => (
          <Select
            {...control}
            name="businessSize"
            value={draft.businessSize}
            onChange={(event) => update('businessSize', event.target.value)}
            options={BUSINESS_SIZES}
            lang={lang}
            placeholder={t('onboarding.placeholders.selectSize')}
          />
        )}
      </FormField>
      <TextField
        name="googleMapUrl"
        type="url"
        inputMode="url"
        label={label('onboarding.fields.googleMapUrl', true)}
        value={draft.googleMapUrl}
        onValueChange={(v) => update('googleMapUrl', v)}
        error={errors.googleMapUrl}
        placeholder={t('onboarding.placeholders.googleMapUrl')}
      />
      <TextField
        name="description"
        multiline
        className="sm:col-span-2"
        label={label('onboarding.fields.description')}
        value={draft.description}
        onValueChange={(v) => update('description', v)}
        error={errors.description}
        placeholder={t('onboarding.placeholders.description')}
        required
      />
      <TextField
        name="instagram"
        label={label('onboarding.fields.instagram', true)}
        value={draft.instagram}
        onValueChange={(v) => update('instagram', v)}
        error={errors.instagram}
        placeholder={t('onboarding.placeholders.instagram')}
      />
      <TextField
        name="facebook"
        label={label('onboarding.fields.facebook', true)}
        value={draft.facebook}
        onValueChange={(v) => update('facebook', v)}
        error={errors.facebook}
        placeholder={t('onboarding.placeholders.facebook')}
      />
      <TextField
        name="website"
        type="url"
        inputMode="url"
        className="sm:col-span-2"
        label={label('onboarding.fields.website', true)}
        value={draft.website}
        onValueChange={(v) => update('website', v)}
        error={errors.website}
        placeholder={t('onboarding.placeholders.website')}
      />
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

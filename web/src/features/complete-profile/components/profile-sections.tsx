// The complete-profile form's four cards, in screen order: basic information (with the BR
// document), contact, business, and additional information.
import { useState } from 'react'
import { BrDocumentUpload } from '@/components/br-document-upload'
import { CheckboxGroup } from '@/components/ui/choice-group'
import { BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS, HOW_HEARD } from '@/lib/enums'
import { Card, FieldLabel, ProfileSelect, ProfileText, type SectionProps } from './profile-fields'

export function BasicSection({ applicationId, brDocumentPath, ...props }: SectionProps & { applicationId: string; brDocumentPath: string | null }) {
  const [brFileName, setBrFileName] = useState(() => fileNameOf(brDocumentPath))
  return (
    <Card title={props.t('completeProfile.cards.basic')}>
      <ProfileText {...props} field="business_name" />
      <ProfileText {...props} field="business_name_zh" />
      <ProfileSelect {...props} field="district" options={DISTRICTS} />
      <ProfileText {...props} field="building" />
      <ProfileText {...props} field="address" className="sm:col-span-2" />
      <BrDocumentUpload applicationId={applicationId} fileName={brFileName} onUploaded={(_path, name) => setBrFileName(name)} t={props.t} />
    </Card>
  )
}

export function ContactSection(props: SectionProps) {
  return (
    <Card title={props.t('completeProfile.cards.contact')}>
      <ProfileText {...props} field="contact_person" />
      <ProfileText {...props} field="contact_person_role" />
      <ProfileText {...props} field="contact_whatsapp" type="tel" />
      <ProfileText {...props} field="contact_email" type="email" />
      <ProfileText {...props} field="contact_email_secondary" type="email" />
      <ProfileText {...props} field="phone" type="tel" />
      <ProfileText {...props} field="whatsapp" type="tel" />
      <ProfileText {...props} field="email" type="email" />
    </Card>
  )
}

export function BusinessSection(props: SectionProps) {
  const { form, lang, t } = props
  return (
    <Card title={t('completeProfile.cards.business')}>
      <CheckboxGroup
        {...form.field('business_types')}
        className="sm:col-span-2"
        legend={<FieldLabel field="business_types" t={t} />}
        options={BUSINESS_TYPES.map((o) => ({ value: o.value, label: o[lang] }))}
        error={form.errorText('business_types')}
        columns={3}
      />
      <ProfileSelect {...props} field="business_size" options={BUSINESS_SIZES} />
      <ProfileText {...props} field="description" multiline className="sm:col-span-2" />
    </Card>
  )
}

export function AdditionalSection(props: SectionProps) {
  return (
    <Card title={props.t('completeProfile.cards.additional')}>
      <ProfileText {...props} field="instagram" />
      <ProfileText {...props} field="facebook" />
      <ProfileText {...props} field="website" type="url" />
      <ProfileText {...props} field="google_map_url" type="url" />
      <ProfileSelect {...props} field="how_did_you_hear" options={HOW_HEARD} />
    </Card>
  )
}

/** The file name part of a stored document path ('<application>/<uuid>-br.pdf' -> 'br.pdf'). */
function fileNameOf(path: string | null): string {
  if (!path) return ''
  const last = path.split('/').pop() ?? ''
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '')
}

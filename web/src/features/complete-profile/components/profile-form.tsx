// The complete-profile form: its header, the completion bar, the four cards, and Save
// Progress / Complete & Submit (state and actions in use-profile-form.ts).
import { Button } from '@/components/ui/button'
import { MerchantFormLayout } from '@/components/merchant-form-layout'
import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import type { ProfileValues } from '../complete-profile-schema'
import { useProfileForm } from '../use-profile-form'
import { CompletionBar } from './completion-bar'
import { AdditionalSection, BasicSection, BusinessSection, ContactSection } from './profile-sections'

export interface ProfileFormProps {
  id: string
  number: string
  brDocumentPath: string | null
  initial: ProfileValues
  lang: Lang
  setLang: (lang: Lang) => void
  t: MerchantT
}

export function ProfileForm({ id, number, brDocumentPath, initial, lang, setLang, t }: ProfileFormProps) {
  const form = useProfileForm({ id, initial, lang, t })
  const section = { form, lang, t }

  return (
    <MerchantFormLayout lang={lang} setLang={setLang} title={t('completeProfile.title')} subtitle={t('completeProfile.subtitle', { number })}>
      <CompletionBar percent={form.percent} t={t} />

      <form
        noValidate
        aria-busy={form.pending}
        onSubmit={(event) => {
          if (form.pending) event.preventDefault()
          else void form.onSubmit(event)
        }}
        className="mt-6 space-y-6"
      >
        <BasicSection {...section} applicationId={id} brDocumentPath={brDocumentPath} />
        <ContactSection {...section} />
        <BusinessSection {...section} />
        <AdditionalSection {...section} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={form.onSave} disabled={form.pending}>
            {form.pending && form.action === 'save' ? t('completeProfile.saving') : t('completeProfile.save')}
          </Button>
          <Button type="submit" disabled={form.pending}>
            {form.pending && form.action === 'submit' ? t('completeProfile.submitting') : t('completeProfile.submit')}
          </Button>
        </div>
      </form>
    </MerchantFormLayout>
  )
}

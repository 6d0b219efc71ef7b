// /merchant/complete-profile/:applicationId (spec sections 2, 4, 5, 8): the saved application
// in four cards with its completion percentage; Save Progress keeps it a draft, Complete &
// Submit checks the required fields and sends it for review.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Button, buttonClasses } from '@/components/ui/button'
import { CheckboxGroup } from '@/components/ui/choice-group'
import { FormField } from '@/components/ui/form-field'
import { BrDocumentUpload } from '@/components/br-document-upload'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { LoadingScreen } from '@/components/loading-screen'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { completionPercentage } from '@/lib/completion'
import { BUSINESS_SIZES, BUSINESS_TYPES, DISTRICTS, HOW_HEARD, labelColon, type EnumOption, type Lang } from '@/lib/enums'
import type { MerchantKey } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { usePageLang } from '@/lib/use-page-lang'
import { applicationQueryOptions } from './api/get-application'
import { applicationStatusQueryOptions, type ApplicationStatusInfo } from './api/get-application-status'
import { ApplicationStatusCard } from './components/application-status-card'
import { useSaveApplication } from './api/save-application'
import {
  profileColumnsOf,
  profileValuesOf,
  validateProfile,
  type ProfileErrorKey,
  type ProfileErrors,
  type ProfileField,
  type ProfileTextField,
  type ProfileValues,
} from './complete-profile-schema'

const REQUIRED: ReadonlySet<ProfileField> = new Set([
  'contact_person',
  'contact_person_role',
  'contact_whatsapp',
  'contact_email_secondary',
  'business_types',
  'description',
])

/** Screen order, for focusing the first faulty field. */
const FIELD_ORDER: readonly ProfileField[] = [
  'business_name',
  'business_name_zh',
  'district',
  'address',
  'building',
  'contact_person',
  'contact_person_role',
  'contact_whatsapp',
  'contact_email',
  'contact_email_secondary',
  'phone',
  'whatsapp',
  'email',
  'business_types',
  'business_size',
  'description',
  'instagram',
  'facebook',
  'website',
  'google_map_url',
  'how_did_you_hear',
]

const asKey = (key: ProfileErrorKey) => key

export default function CompleteProfilePage() {
  const { applicationId = '' } = useParams()
  // Where the application stands (and its applicant's language) before anything is shown, so
  // a submitted application's link explains its state instead of "not found".
  const status = useQuery(applicationStatusQueryOptions(applicationId))
  if (status.isPending) return <LoadingScreen />
  return <CompleteProfileScreen applicationId={applicationId} status={status.data ?? null} />
}

function CompleteProfileScreen({ applicationId, status }: { applicationId: string; status: ApplicationStatusInfo | null }) {
  const { lang, t, setLang } = usePageLang(status?.lang)
  const submitted = status !== null && status.status !== 'draft'
  useDocumentLang(lang, t(submitted ? 'completeProfile.statusPage.documentTitle' : 'completeProfile.documentTitle'))
  const query = useQuery({ ...applicationQueryOptions(applicationId), enabled: !submitted })

  if (submitted) {
    return (
      <Centered lang={lang} setLang={setLang}>
        <ApplicationStatusCard status={status} lang={lang} t={t} />
      </Centered>
    )
  }
  if (query.isPending) return <LoadingScreen />
  if (query.isError) {
    return (
      <Centered lang={lang} setLang={setLang}>
        <h1 className="text-2xl font-semibold text-stone-900">{t('completeProfile.title')}</h1>
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <strong>
            {t('completeProfile.loadError.title')}
            {labelColon(lang)}
          </strong>
          {t('completeProfile.loadError.description')}
        </p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          {t('completeProfile.loadError.retry')}
        </Button>
      </Centered>
    )
  }
  if (!query.data || query.data.status !== 'draft') {
    return (
      <Centered lang={lang} setLang={setLang}>
        <h1 className="text-2xl font-semibold text-stone-900">{t('completeProfile.notFound.title')}</h1>
        <p className="mt-2 text-stone-700">{t('completeProfile.notFound.message')}</p>
        <Link to={paths.root.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('completeProfile.notFound.goHome')}
        </Link>
      </Centered>
    )
  }
  return (
    <ProfileForm
      key={query.data.id}
      id={query.data.id}
      number={query.data.application_number}
      brDocumentPath={query.data.br_document_url}
      initial={profileValuesOf(query.data)}
      lang={lang}
      setLang={setLang}
      t={t}
    />
  )
}

function Centered({ children, lang, setLang }: { children: ReactNode; lang: Lang; setLang: (lang: Lang) => void }) {
  return (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <main className="px-4 py-10 sm:py-16">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">{children}</div>
      </main>
    </div>
  )
}

interface ProfileFormProps {
  id: string
  number: string
  brDocumentPath: string | null
  initial: ProfileValues
  lang: ReturnType<typeof usePageLang>['lang']
  setLang: ReturnType<typeof usePageLang>['setLang']
  t: ReturnType<typeof usePageLang>['t']
}

function ProfileForm({ id, number, brDocumentPath, initial, lang, setLang, t }: ProfileFormProps) {
  const [brFileName, setBrFileName] = useState(() => fileNameOf(brDocumentPath))
  const navigate = useNavigate()
  const [values, setValues] = useState<ProfileValues>(initial)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [focusRequest, setFocusRequest] = useState<{ field: ProfileField; n: number } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSaveApplication()
  const [action, setAction] = useState<'save' | 'submit' | null>(null)
  const percent = completionPercentage(profileColumnsOf(values))

  useEffect(() => {
    if (!focusRequest) return
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
    target?.focus({ preventScroll: true })
  }, [focusRequest])

  const set = <K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }

  const errorText = (field: ProfileField) => {
    const key = errors[field] as ProfileErrorKey | undefined
    return key ? t(`completeProfile.errors.${key}`) : undefined
  }

  const onSave = () => {
    setAction('save')
    save.mutate(
      { id, values, submit: false },
      {
        onSuccess: () => toast.success(t('completeProfile.toasts.savedTitle'), { description: t('completeProfile.toasts.savedDescription') }),
        onError: (error) => {
          console.error('Save Progress failed', error)
          toast.error(t('completeProfile.toasts.saveFailedTitle'), {
            description: t('completeProfile.toasts.saveFailedDescription'),
            richColors: true,
          })
        },
      },
    )
  }

  const onSubmit = () => {
    const found = validateProfile(values, asKey)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) setFocusRequest((r) => ({ field: first, n: (r?.n ?? 0) + 1 }))
      toast.error(t('completeProfile.toasts.missingTitle'), {
        description: t('completeProfile.toasts.missingDescription'),
        richColors: true,
      })
      return
    }
    setAction('submit')
    save.mutate(
      { id, values, submit: true },
      {
        onSuccess: () => {
          // The "missing fields" toasts of earlier attempts must not follow onto the next page.
          toast.dismiss()
          toast.success(t('completeProfile.toasts.completedTitle'), { description: t('completeProfile.toasts.completedDescription') })
          void navigate(`${paths.merchant.applicationSubmitted.getHref()}?lang=${lang}`)
        },
        onError: (error) => {
          console.error('Complete & Submit failed', error)
          toast.error(t('completeProfile.toasts.saveFailedTitle'), {
            description: t('completeProfile.toasts.saveFailedDescription'),
            richColors: true,
          })
        },
      },
    )
  }

  const label = (field: ProfileField) => (
    <>
      {t(`completeProfile.fields.${camel(field)}` as MerchantKey)}
      {REQUIRED.has(field) && (
        <span className="text-red-700" aria-hidden="true">
          {' '}*
        </span>
      )}
    </>
  )
  const text = (field: ProfileTextField, extra: { type?: string; multiline?: boolean; className?: string } = {}) => (
    <TextField
      name={field}
      label={label(field)}
      value={values[field]}
      onValueChange={(v) => set(field, v)}
      error={errorText(field)}
      required={REQUIRED.has(field)}
      {...extra}
    />
  )
  const select = (field: ProfileTextField, options: readonly EnumOption[]) => (
    <FormField label={label(field)} error={errorText(field)}>
      {(control) => (
        <Select
          {...control}
          name={field}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          options={options}
          lang={lang}
          placeholder={t('onboarding.placeholders.selectHowHeard')}
        />
      )}
    </FormField>
  )

  return (
    <div className="min-h-svh bg-stone-50">
    <MerchantHeader lang={lang} onLangChange={setLang} />
    <main className="px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-stone-900 sm:text-3xl">{t('completeProfile.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('completeProfile.subtitle', { number })}</p>
        </div>

        <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <p className="text-sm font-medium text-stone-800" id="completion-text">
            {t('completeProfile.completion', { percent })}
          </p>
          <div
            role="progressbar"
            aria-label={t('completeProfile.completionLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-describedby="completion-text"
            className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <form
          ref={formRef}
          noValidate
          aria-busy={save.isPending}
          onSubmit={(event) => {
            event.preventDefault()
            if (!save.isPending) onSubmit()
          }}
          className="mt-6 space-y-6"
        >
          <Card title={t('completeProfile.cards.basic')}>
            {text('business_name')}
            {text('business_name_zh')}
            {select('district', DISTRICTS)}
            {text('building')}
            {text('address', { className: 'sm:col-span-2' })}
            <BrDocumentUpload applicationId={id} fileName={brFileName} onUploaded={(_path, name) => setBrFileName(name)} t={t} />
          </Card>
          <Card title={t('completeProfile.cards.contact')}>
            {text('contact_person')}
            {text('contact_person_role')}
            {text('contact_whatsapp', { type: 'tel' })}
            {text('contact_email', { type: 'email' })}
            {text('contact_email_secondary', { type: 'email' })}
            {text('phone', { type: 'tel' })}
            {text('whatsapp', { type: 'tel' })}
            {text('email', { type: 'email' })}
          </Card>
          <Card title={t('completeProfile.cards.business')}>
            <CheckboxGroup
              className="sm:col-span-2"
              name="business_types"
              legend={label('business_types')}
              options={BUSINESS_TYPES.map((o) => ({ value: o.value, label: o[lang] }))}
              values={values.business_types}
              onChange={(v) => set('business_types', v)}
              error={errorText('business_types')}
              columns={3}
            />
            {select('business_size', BUSINESS_SIZES)}
            {text('description', { multiline: true, className: 'sm:col-span-2' })}
          </Card>
          <Card title={t('completeProfile.cards.additional')}>
            {text('instagram')}
            {text('facebook')}
            {text('website', { type: 'url' })}
            {text('google_map_url', { type: 'url' })}
            {select('how_did_you_hear', HOW_HEARD)}
          </Card>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onSave} disabled={save.isPending}>
              {save.isPending && action === 'save' ? t('completeProfile.saving') : t('completeProfile.save')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && action === 'submit' ? t('completeProfile.submitting') : t('completeProfile.submit')}
            </Button>
          </div>
        </form>
      </div>
    </main>
    </div>
  )
}

/** The file name part of a stored document path ('<application>/<uuid>-br.pdf' -> 'br.pdf'). */
function fileNameOf(path: string | null): string {
  if (!path) return ''
  const last = path.split('/').pop() ?? ''
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i, '')
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-stone-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** business_name_zh -> businessNameZh (the locale keys). */
function camel(field: string): string {
  return field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
}

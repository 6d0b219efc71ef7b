// The Quick Apply modal (spec section 2 and 4): its own language, the form, then the success
// dialog. A lazy chunk: the landing page loads it when the browser is idle or on first open.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import type { Lang } from '@/lib/enums'
import { appLanguageOf } from '@/lib/i18n'
import { landingT } from '../landing-texts'
import {
  QuickApplyValidationError,
  toQuickApplyRequest,
  useSubmitQuickApply,
} from '../api/submit-quick-apply'
import { QuickApplyForm } from './quick-apply-form'
import { QuickApplySuccess } from './quick-apply-success'
import {
  createQuickApplySchema,
  EMPTY_QUICK_APPLY_FORM,
  type QuickApplyField,
  type QuickApplyFormValues,
  type QuickApplyValues,
} from './quick-apply-schema'

export interface QuickApplyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The landing page's language, used when the modal opens. */
  initialLang: Lang
  /** The modal's EN/中 toggle also switches (and remembers) the visitor's language. */
  onLangChange?: (lang: Lang) => void
  /** Where focus returns when the modal closes (the button that opened it). */
  returnFocusTo?: () => HTMLElement | null
}

export default function QuickApplyDialog({ open, onOpenChange, initialLang, onLangChange, returnFocusTo }: QuickApplyDialogProps) {
  const navigate = useNavigate()
  const [lang, setLang] = useState<Lang>(initialLang)
  const [applicationId, setApplicationId] = useState<string | null>(null)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setLang(initialLang)
  }
  const t = landingT(lang)

  // Validation messages use the modal's language at the moment of validating; errors already
  // shown are re-worded when the language changes.
  const langRef = useRef(lang)
  const resolver = useCallback<Resolver<QuickApplyFormValues, unknown, QuickApplyValues>>(
    (values, context, options) =>
      zodResolver(createQuickApplySchema(landingT(langRef.current), values.countryCode, langRef.current))(
        values,
        context,
        options,
      ),
    [],
  )
  const form = useForm<QuickApplyFormValues, unknown, QuickApplyValues>({
    resolver,
    defaultValues: EMPTY_QUICK_APPLY_FORM,
    reValidateMode: 'onSubmit',
  })
  const submit = useSubmitQuickApply()

  useEffect(() => {
    if (langRef.current === lang) return
    langRef.current = lang
    const shown = Object.keys(form.formState.errors) as QuickApplyField[]
    if (shown.length > 0) void form.trigger(shown)
  }, [lang, form])

  const reset = () => {
    form.reset(EMPTY_QUICK_APPLY_FORM)
    setApplicationId(null)
    submit.reset()
  }

  const close = () => {
    if (applicationId) reset()
    onOpenChange(false)
  }

  const onSubmit = form.handleSubmit((values) => {
    submit.mutate(toQuickApplyRequest(values, lang), {
      onSuccess: (response) => setApplicationId(response.applicationId),
      onError: (error) => {
        if (error instanceof QuickApplyValidationError) {
          for (const [name, message] of Object.entries(error.fieldErrors)) {
            form.setError(name as QuickApplyField, { type: 'server', message })
          }
          return
        }
        console.error('Quick apply failed', error)
        toast.error(t('quickApply.failure.title'), {
          description: t('quickApply.failure.description'),
          richColors: true,
        })
      },
    })
  })

  const completeProfile = () => {
    const href = paths.merchant.onboarding.getHref({ lang, applicationId: applicationId ?? undefined })
    reset()
    onOpenChange(false)
    void navigate(href)
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true)
        else if (!submit.isPending) close()
      }}
    >
      <DialogContent
        closeLabel={t('quickApply.close')}
        lang={appLanguageOf(lang)}
        aria-live="polite"
        onOpenAutoFocus={(event) => {
          // The first field, not the language toggle that comes first in the DOM.
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[name="businessName"]')
          if (first) {
            event.preventDefault()
            first.focus()
          }
        }}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.()
          if (opener?.isConnected) {
            event.preventDefault()
            opener.focus()
          }
        }}
      >
        {applicationId ? (
          <QuickApplySuccess t={t} onClose={close} onCompleteProfile={completeProfile} />
        ) : (
          <QuickApplyForm
            form={form}
            t={t}
            lang={lang}
            onLangChange={(next) => {
              setLang(next)
              onLangChange?.(next)
            }}
            onSubmit={onSubmit}
            onCancel={close}
            submitting={submit.isPending}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

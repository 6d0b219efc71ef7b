// The claim form (react-hook-form + zod) for one shop: contact, position, legal name, BR
// number, verification channel and proof documents (uploaded with progress, private).
import { useState } from 'react'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FileText, Trash2, Upload } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { VERIFICATION_METHODS } from '@/lib/database.types'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { PROOF_MAX_BYTES, PROOF_TYPES, uploadProof } from '../api/claims'
import { claimSchema, emptyClaim, type ClaimOutput, type ClaimValues } from '../lib/claim-schema'

export function ClaimForm({ shopName, email, submitting, refusal, onSubmit, onCancel }: {
  shopName: string
  email: string
  submitting: boolean
  refusal: string | null
  onSubmit: (values: ClaimOutput) => Promise<void>
  onCancel: () => void
}) {
  const { t, lang } = useWorkspaceT()
  const form = useForm<ClaimValues, unknown, ClaimOutput>({ resolver: zodResolver(claimSchema), defaultValues: emptyClaim(email) })
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  const err = (name: FieldPath<ClaimValues>) => {
    const message = errors[name]?.message
    return message ? t(message as 'claim.errors.tooLong') : undefined
  }
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const input = (name: FieldPath<ClaimValues>, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField label={label} error={err(name)}>
      {(control) => <Input {...control} {...props} {...form.register(name)} />}
    </FormField>
  )
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="claim-form" aria-label={t('claim.formTitle', { name: shopName })}>
      <h2 className="text-lg font-semibold text-stone-900 sm:col-span-2">{t('claim.formTitle', { name: shopName })}</h2>
      {input('contactPerson', t('claim.fields.contactPerson'), { autoComplete: 'name' })}
      {input('contactPosition', t('claim.fields.contactPosition'), { autoComplete: 'organization-title' })}
      {input('contactPhone', t('claim.fields.contactPhone'), { type: 'tel', autoComplete: 'tel' })}
      {input('contactEmail', t('claim.fields.contactEmail'), { type: 'email', autoComplete: 'email' })}
      {input('legal_business_name', t('claim.fields.legalName'))}
      {input('business_registration_number', t('claim.fields.brNumber'), { placeholder: '12345678-000-01-25-0' })}
      <fieldset className="sm:col-span-2" aria-describedby={err('verification_method') ? 'method-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('claim.fields.method')}</legend>
        <p className="mb-2 text-xs text-stone-600">{t('claim.methodHint')}</p>
        <div className="flex flex-wrap gap-2">
          {VERIFICATION_METHODS.map((m) => (
            <label key={m.value} className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-3 text-sm text-stone-800 ring-1 ring-stone-200 has-checked:ring-rose-400">
              <input type="radio" value={m.value} className="size-4 accent-rose-600" {...form.register('verification_method')} />
              {m[lang]}
            </label>
          ))}
        </div>
        {err('verification_method') && <p id="method-error" className="mt-1 text-sm text-red-700">{err('verification_method')}</p>}
      </fieldset>
      <Controller
        control={form.control}
        name="proofDocuments"
        render={({ field }) => (
          <fieldset className="sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('claim.fields.proof')}</legend>
            <p className="mb-2 text-xs text-stone-600">{t('claim.proofHint')}</p>
            {field.value.length > 0 && (
              <ul className="mb-2 space-y-1" data-testid="proof-list">
                {field.value.map((path) => (
                  <li key={path} className="flex items-center gap-2 text-sm text-stone-800">
                    <FileText aria-hidden="true" className="size-4 text-stone-500" />
                    <span className="min-w-0 flex-1 truncate">{path.split('/').pop()?.replace(/^[0-9a-f-]{36}-/, '')}</span>
                    <Button size="icon" variant="ghost" aria-label={t('claim.removeProof')} onClick={() => field.onChange(field.value.filter((p) => p !== path))}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg px-4 text-sm font-medium text-stone-800 ring-1 ring-stone-300 focus-within:outline-2 focus-within:outline-rose-600 hover:bg-stone-50">
              <Upload aria-hidden="true" className="size-4" />
              {t('claim.addProof')}
              <input
                type="file"
                className="sr-only"
                accept={PROOF_TYPES.join(',')}
                disabled={upload !== null}
                data-testid="proof-input"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  e.target.value = ''
                  if (!file) return
                  setUploadError(null)
                  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return setUploadError(t('claim.errors.proofType', { name: file.name }))
                  if (file.size > PROOF_MAX_BYTES) return setUploadError(t('claim.errors.proofSize', { name: file.name }))
                  setUpload({ name: file.name, percent: 0 })
                  void uploadProof({ file, onProgress: (percent) => setUpload({ name: file.name, percent }) })
                    .then((path) => field.onChange([...field.value, path]))
                    .catch(() => setUploadError(t('claim.errors.proofUpload', { name: file.name })))
                    .finally(() => setUpload(null))
                }}
              />
            </label>
            {upload && (
              <div role="status" className="mt-2">
                <p className="text-sm text-stone-700">{t('photos.uploading', { name: upload.name, percent: upload.percent })}</p>
                <progress max={100} value={upload.percent} aria-label={t('photos.progress')} className="h-2 w-full accent-rose-600" />
              </div>
            )}
            {(uploadError ?? err('proofDocuments')) && <p className="mt-1 text-sm text-red-700">{uploadError ?? err('proofDocuments')}</p>}
          </fieldset>
        )}
      />
      <FormField label={t('claim.fields.additionalInfo')} error={err('additionalInfo')} className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={3} {...form.register('additionalInfo')} />}
      </FormField>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2" data-testid="claim-refusal">
          {refusal}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={submitting || upload !== null}>
          {submitting ? t('claim.submitting') : t('claim.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}

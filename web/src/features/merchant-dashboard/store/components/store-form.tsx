// The store page's details (react-hook-form + zod): bilingual name and description, area,
// address and floor, map position with a link to check it, contacts, categories, and the deposit
// with FPS / PayMe details.
import { Link } from 'react-router'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ExternalLink } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { SERVICE_CATEGORIES } from '@/config/paths'
import { DISTRICTS } from '@/lib/enums'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useSaveStore } from '../api/store'
import { mapLink, storeChanges, storeSchema, storeValuesOf, type StoreRow, type StoreValues } from '../lib/store-schema'
import { useEditorFields } from '../../components/editor-parts'
import { useSectionHref } from '../../components/section-nav'

type Output = ReturnType<typeof storeSchema.parse>

export function StoreForm({ row }: { row: StoreRow }) {
  const { t, lang } = useWorkspaceT()
  const { t: tApp } = useTranslation()
  const save = useSaveStore(row.id)
  const form = useForm<StoreValues, unknown, Output>({ resolver: zodResolver(storeSchema), defaultValues: storeValuesOf(row) })
  const { err, input: field, area } = useEditorFields(form)
  const sectionHref = useSectionHref()
  const [lat, lng] = useWatch({ control: form.control, name: ['lat', 'lng'] })
  const map = mapLink(lat ?? '', lng ?? '')

  const onSave = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ shopId: row.id, changes: storeChanges(values) })
      form.reset(values)
      toast.success(t('store.saved'))
    } catch {
      toast.error(t('common.saveError'))
    }
  })


  return (
    <form onSubmit={(e) => void onSave(e)} noValidate className="space-y-6" data-testid="store-form">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">{t('store.about')}</legend>
        {field('name', t('store.fields.name'))}
        {field('name_zh', t('store.fields.nameZh'), { lang: 'zh-HK' })}
        {area('description', t('store.fields.description'), { rows: 4 })}
        {area('description_zh', t('store.fields.descriptionZh'), { rows: 4 })}
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('store.fields.categories')}</legend>
          <div className="flex flex-wrap gap-2">
            {SERVICE_CATEGORIES.map((category) => (
              <label key={category} className="inline-flex h-10 items-center gap-2 rounded-full bg-stone-50 px-3 text-sm text-stone-800 ring-1 ring-stone-200 has-checked:bg-rose-50 has-checked:ring-rose-400">
                <input type="checkbox" value={category} {...form.register('categories')} className="size-4 accent-rose-600" />
                {tApp(`nav.categories.${category}`)}
              </label>
            ))}
          </div>
          {err('categories') && <p className="mt-1 text-sm text-red-700">{err('categories')}</p>}
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">{t('store.location')}</legend>
        <FormField label={t('store.fields.district')} error={err('district')}>
          {(control) => <Select {...control} options={DISTRICTS} lang={lang} placeholder={t('store.fields.districtNone')} {...form.register('district')} />}
        </FormField>
        <div className="hidden sm:block" />
        {field('area', t('store.fields.area'))}
        {field('area_zh', t('store.fields.areaZh'), { lang: 'zh-HK' })}
        {field('address', t('store.fields.address'))}
        {field('address_zh', t('store.fields.addressZh'), { lang: 'zh-HK' })}
        {field('address_floor', t('store.fields.floor'))}
        {field('lat', t('store.fields.lat'), { inputMode: 'decimal', placeholder: '22.2798' })}
        {field('lng', t('store.fields.lng'), { inputMode: 'decimal', placeholder: '114.1831' })}
        <p className="text-sm sm:col-span-2">
          {map ? (
            <a href={map} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-rose-700 underline underline-offset-2">
              {t('store.mapCheck')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : (
            <span className="text-stone-600">{t('store.mapHint')}</span>
          )}
        </p>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">{t('store.contacts')}</legend>
        {field('phone_number', t('store.fields.phone'), { type: 'tel', autoComplete: 'tel' })}
        {field('whatsapp', t('store.fields.whatsapp'), { type: 'tel' })}
        {field('website', t('store.fields.website'), { type: 'url', placeholder: 'https://' })}
        {field('instagram_url', t('store.fields.instagram'), { placeholder: '@glownails' })}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">{t('store.deposit')}</legend>
        {field('payme_link', t('store.fields.payme'), { type: 'url', placeholder: 'https://payme.hsbc/…' })}
        {/* The deposit rule and the FPS account live with the booking rules (salon-day.md C.3). */}
        <p className="text-sm text-stone-700 sm:self-end" data-testid="store-deposit-moved">
          {t('store.depositMoved')}{' '}
          <Link to={sectionHref('bookings')} className="font-medium text-rose-700 underline underline-offset-2">
            {t('store.depositLink')}
          </Link>
        </p>
      </fieldset>

      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('store.save')}
      </Button>
    </form>
  )
}

import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { DISTRICTS } from '@/lib/enums'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { useAdminT, type AdminKey } from '../../i18n/use-admin-t'
import { useUpdateShop, type ShopDetail } from '../api/shops'
import { editValuesOf, shopEditSchema, updatePayload, type ShopEditValues } from '../shops.utils'

export function ShopEditForm({ shop, onDone }: { shop: ShopDetail; onDone: () => void }) {
  const { t, lang } = useAdminT()
  const update = useUpdateShop(shop.id)
  const form = useForm<ShopEditValues>({ resolver: zodResolver(shopEditSchema), defaultValues: editValuesOf(shop) })
  const { errors } = form.formState
  const err = (m?: string) => (m ? t(m as AdminKey) : undefined)

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(updatePayload(values), {
      onSuccess: () => {
        toast.success(t('shops.saved'))
        onDone()
      },
      onError: () => toast.error(t('shops.saveFailed')),
    })
  })

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate data-testid="shop-edit-form">
      <h3 className="text-base font-semibold">{t('shops.editTitle')}</h3>
      <FormField label={t('shops.fields.name')} error={err(errors.name?.message)}>
        {(c) => <Input {...c} {...form.register('name')} />}
      </FormField>
      <FormField label={t('shops.fields.district')}>
        {(c) => <Select {...c} options={DISTRICTS} lang={lang} placeholder="—" {...form.register('district')} />}
      </FormField>
      <FormField label={t('shops.fields.address')}>{(c) => <Input {...c} {...form.register('address')} />}</FormField>
      <FormField label={t('shops.fields.phone')} error={err(errors.phone_number?.message)}>
        {(c) => <Input {...c} {...form.register('phone_number')} />}
      </FormField>
      <FormField label={t('shops.fields.website')} error={err(errors.website?.message)}>
        {(c) => <Input {...c} {...form.register('website')} />}
      </FormField>
      <FormField label={t('shops.fields.description')}>
        {(c) => (
          <textarea {...c} rows={3} className="block w-full rounded-lg border border-stone-300 px-3 py-2 text-base" {...form.register('description')} />
        )}
      </FormField>
      <FormField label={t('shops.fields.businessTypes')}>{(c) => <Input {...c} {...form.register('business_types')} />}</FormField>
      <div className="flex gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-rose-600" {...form.register('is_verified')} />
          {t('shops.fields.verified')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-rose-600" {...form.register('is_active')} />
          {t('shops.fields.active')}
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? t('shops.saving') : t('shops.saveChanges')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}

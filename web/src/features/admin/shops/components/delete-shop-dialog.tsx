import { useState } from 'react'
import { toast } from 'sonner'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Button } from '@/components/ui/button'
import { useAdminT } from '../../i18n/use-admin-t'
import { useDeleteShop } from '../api/shops'

export function DeleteShopDialog({ shopId, onDeleted }: { shopId: string; onDeleted: () => void }) {
  const { t } = useAdminT()
  const [open, setOpen] = useState(false)
  const remove = useDeleteShop()
  const confirm = () =>
    remove.mutate(shopId, {
      onSuccess: () => {
        toast.success(t('shops.deleted'))
        setOpen(false)
        onDeleted()
      },
      onError: () => toast.error(t('shops.deleteFailed')),
    })
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Button variant="outline" size="sm" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        {t('shops.delete')}
      </Button>
      <DialogContent closeLabel={t('common.close')} role="alertdialog">
        <DialogTitle>{t('shops.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('shops.deleteConfirm')}</DialogDescription>
        <p className="mt-2 text-sm text-red-700">{t('shops.deleteWarning')}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button size="sm" className="bg-red-700 hover:bg-red-800" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('shops.deleting') : t('shops.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

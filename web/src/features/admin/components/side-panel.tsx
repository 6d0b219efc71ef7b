// The detail side panel of the list screens (Supabase Studio style): a Radix dialog docked right.
import type { ReactNode } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useAdminT } from '../i18n/use-admin-t'
import { ErrorState, LoadingState } from './states'
import { Tabs, TabsList, TabsTrigger } from './tabs'

export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  closeLabel: string
  children: ReactNode
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/30" />
        <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-40 flex w-full max-w-2xl flex-col bg-white shadow-2xl focus-visible:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-5">
            <div className="min-w-0">
              <DialogPrimitive.Title className="truncate text-lg font-semibold text-stone-900">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-0.5 text-sm text-stone-600">{description}</DialogPrimitive.Description>
              ) : (
                <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close aria-label={closeLabel} className="rounded-full p-1.5 text-stone-500 hover:bg-stone-100">
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

/** A list row's detail panel: loading, then the record (`children`) or the failure. */
export function DetailPanel<R>({
  onClose,
  title,
  description,
  query,
  record,
  children,
}: {
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  query: { isPending: boolean; isError: boolean }
  record: R | null | undefined
  children: (record: R) => ReactNode
}) {
  const { t } = useAdminT()
  return (
    <SidePanel open onOpenChange={(o) => !o && onClose()} title={title} description={description} closeLabel={t('common.close')}>
      {query.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : query.isError || !record ? (
        <ErrorState label={t('common.loadFailed')} />
      ) : (
        children(record)
      )}
    </SidePanel>
  )
}

/** The detail panel's tabs ([value, label], the first open) and their contents (TabsContent). */
export function PanelTabs({ tabs, children }: { tabs: [value: string, label: string][]; children: ReactNode }) {
  return (
    <Tabs defaultValue={tabs[0]?.[0]}>
      <TabsList>
        {tabs.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  )
}

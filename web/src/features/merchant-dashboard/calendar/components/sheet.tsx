// The calendar's sheets: a dialog that rises from the bottom on a phone and sits centred on a
// desktop, with the refusal of the last attempt (the server's sentence, errors.<code>) on top.
import type { ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useWorkspaceT } from '@/lib/workspace/i18n'

export function Sheet({ open, onClose, title, description, children, testId }: { open: boolean; onClose: () => void; title: string; description?: string; children: ReactNode; testId: string }) {
  const { t } = useWorkspaceT()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        closeLabel={t('calendar.sheet.close')}
        data-testid={testId}
        className="top-auto bottom-0 max-h-[92svh] w-full max-w-none translate-y-0 rounded-b-none p-5 sm:top-1/2 sm:bottom-auto sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-y-1/2 sm:rounded-b-2xl sm:p-6"
      >
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  )
}

export function Refusal({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="calendar-refusal">
      {text}
    </p>
  )
}

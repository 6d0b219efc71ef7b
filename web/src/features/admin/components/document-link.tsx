import { useState } from 'react'
import { FileText } from 'lucide-react'
import { documentUrl } from '../api/storage'
import { useAdminT } from '../i18n/use-admin-t'

/** Opens a private document through a fresh signed URL (created on click, valid one hour). */
export function DocumentLink({ bucket, path, label }: { bucket: string; path: string; label?: string }) {
  const { t } = useAdminT()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const open = async () => {
    setBusy(true)
    // Open the tab synchronously (popup blockers), then point it at the signed URL.
    const tab = window.open('', '_blank')
    try {
      const url = await documentUrl(bucket, path)
      if (tab) {
        tab.opener = null
        tab.location.href = url
      } else {
        window.location.assign(url)
      }
      setFailed(false)
    } catch (error) {
      console.error('Could not sign the document URL', error)
      tab?.close()
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void open()}
        disabled={busy}
        className="inline-flex items-center gap-1 text-sm font-medium text-rose-700 underline-offset-2 hover:underline"
      >
        <FileText aria-hidden="true" className="size-4" />
        {label ?? t('common.openDocument')}
      </button>
      {failed && <span className="text-xs text-red-700">{t('common.documentUnavailable')}</span>}
    </span>
  )
}

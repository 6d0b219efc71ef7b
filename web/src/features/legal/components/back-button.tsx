import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** A legal page's way back to where the reader came from (useGoBack). */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}

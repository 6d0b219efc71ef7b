import { toast } from 'sonner'

/** Waits for a save and says in a toast how it went: `saved`, or `failed` when it was refused. */
export async function toastSave(save: Promise<unknown>, saved: string, failed: string): Promise<void> {
  try {
    await save
    toast.success(saved)
  } catch {
    toast.error(failed)
  }
}

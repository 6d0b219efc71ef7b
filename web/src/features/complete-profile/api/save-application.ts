// Save Progress (status stays draft) and Complete & Submit (status pending_review): one update
// of the draft by its id, with the completion percentage (same rule as the server).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { completionPercentage } from '../lib/completion'
import { applicationRowKeys } from '@/lib/merchant-application'
import { getSupabase } from '@/lib/supabase'
import { profileColumnsOf, type ProfileValues } from '../complete-profile-schema'

export interface SaveApplicationInput {
  id: string
  values: ProfileValues
  submit: boolean
}

export function saveBody({ values, submit }: Omit<SaveApplicationInput, 'id'>): Record<string, unknown> {
  const columns = profileColumnsOf(values)
  return {
    ...columns,
    completion_percentage: completionPercentage(columns),
    ...(submit ? { status: 'pending_review' } : {}),
  }
}

export async function saveApplication(input: SaveApplicationInput): Promise<void> {
  const supabase = await getSupabase()
  const { error } = await supabase.from('merchant_applications').update(saveBody(input)).eq('id', input.id)
  if (error) throw error
}

export function useSaveApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveApplication,
    // The row changed: the next screen that reads it fetches it again (this one is not refetched).
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: applicationRowKeys.byId(input.id), refetchType: 'none' }),
  })
}

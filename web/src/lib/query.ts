// TanStack Query helpers shared by the features' api/ files.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** A mutation that refreshes the queries under each of `keys` once it has settled (done or failed). */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => {
      for (const queryKey of keys) void client.invalidateQueries({ queryKey })
    },
  })
}

// The merchant workspace's texts (dashboard sections Overview, Store page, Services, Staff &
// hours, Analytics, and /merchant/claim): their own i18next namespace in src/locales/workspace/,
// bundled with those lazy chunks so the first paint of other pages stays within its budget.
// Error sentences of server codes stay in the main files under errors.<code>.
import en from '@/locales/workspace/en.json'
import zhHK from '@/locales/workspace/zh-HK.json'
import { addNamespace, useNamespaceT } from '@/lib/i18n'

export const WORKSPACE_NS = 'workspace'

addNamespace(WORKSPACE_NS, { en, 'zh-HK': zhHK })

/** t of the workspace namespace (typed against locales/workspace/en.json), i18n and the page's 'en' | 'zh'. */
export const useWorkspaceT = () => useNamespaceT(WORKSPACE_NS)

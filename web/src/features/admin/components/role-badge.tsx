import { ROLES, enumLabel, type Lang } from '@/lib/enums'
import { Badge, type BadgeTone } from './badge'

const TONE: Record<string, BadgeTone> = { admin: 'rose', merchant: 'blue', user: 'neutral' }

export function RoleBadge({ role, lang }: { role: string; lang: Lang }) {
  return <Badge tone={TONE[role] ?? 'neutral'}>{enumLabel(ROLES, role, lang)}</Badge>
}

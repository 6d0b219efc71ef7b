import { Bath, Brush, Flower2, HandHeart, Scissors, Sparkles, type LucideProps } from 'lucide-react'
import type { ServiceCategory } from '@/config/paths'

const ICONS = { hair: Scissors, nails: Sparkles, skincare: Flower2, makeup: Brush, massage: HandHeart, spa: Bath } as const

export function CategoryIcon({ category, ...props }: { category: ServiceCategory } & LucideProps) {
  const Icon = ICONS[category]
  return <Icon aria-hidden="true" {...props} />
}

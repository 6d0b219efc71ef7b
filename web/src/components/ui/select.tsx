import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import type { EnumOption, Lang } from '@/lib/enums'
import { cn } from '@/lib/cn'
import { CONTROL_CLASSES } from '@/components/ui/input'

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly EnumOption[]
  lang: Lang
  /** First, empty option (e.g. 'Select a district'); omitted when undefined. */
  placeholder?: string
  /** Renders each option's text; default: its label in `lang`. */
  optionLabel?: (option: EnumOption, lang: Lang) => string
}

/** A native select (keyboard and screen-reader behaviour of the platform) over an enumeration. */
export function Select({ options, lang, placeholder, optionLabel, className, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(CONTROL_CLASSES, 'appearance-none pr-9')} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {optionLabel ? optionLabel(option, lang) : option[lang]}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
      />
    </div>
  )
}

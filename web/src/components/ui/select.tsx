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

/** A native select (keyboard and screen-reader behaviour of the platform) with its chevron; `selectClassName` adds to the control's look. */
export function SelectBox({ className, selectClassName, ...props }: ComponentProps<'select'> & { selectClassName?: string }) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(CONTROL_CLASSES, selectClassName, 'appearance-none pr-9')} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
      />
    </div>
  )
}

/** A SelectBox over an enumeration. */
export function Select({ options, lang, placeholder, optionLabel, ...props }: SelectProps) {
  return (
    <SelectBox {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {optionLabel ? optionLabel(option, lang) : option[lang]}
        </option>
      ))}
    </SelectBox>
  )
}

/** The options of a native select: an empty first one when `empty` is given, then one per value. */
export function OptionList<V extends string | number>({ values, label, empty }: { values: readonly V[]; label: (value: V) => string; empty?: string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  )
}

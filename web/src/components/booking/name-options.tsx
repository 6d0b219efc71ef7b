import type { Lang } from '@/lib/enums'
import { localName } from './names'

/** A <select>'s options of bilingual rows (staff, shops): the row's id, shown by its name in `lang`. */
export function NameOptions({ rows, lang }: { rows: readonly { id: string; name: string; name_zh?: string | null }[]; lang: Lang }) {
  return rows.map((row) => (
    <option key={row.id} value={row.id}>
      {localName(row, lang)}
    </option>
  ))
}

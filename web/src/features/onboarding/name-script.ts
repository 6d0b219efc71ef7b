// Quick Apply asks for one business name; the wizard has an English (required) and a Chinese
// field. A name written in Chinese characters (阿May美甲工作室) belongs in the Chinese field,
// so the applicant is asked for the English name instead of finding Chinese in it.

const HAN = /\p{Script=Han}/u

/** The wizard's name fields for one typed name: Chinese characters → Chinese field, else English. */
export function nameFieldsOf(name: string): { businessName: string; businessNameZh: string } {
  const trimmed = name.trim()
  return HAN.test(trimmed) ? { businessName: '', businessNameZh: trimmed } : { businessName: trimmed, businessNameZh: '' }
}

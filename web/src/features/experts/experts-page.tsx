// /experts: staff across shops, filtered by category and district (kept in the URL).
import '@/components/market/page-texts'
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '@/components/market/states'
import { paths, SERVICE_CATEGORIES } from '@/config/paths'
import { DISTRICTS, isEnumValue, labelLang } from '@/lib/enums'
import { isCategory } from '@/components/market/categories'
import { districtLabel, pick } from '@/components/market/localize'
import { useTitle } from '@/components/market/use-title'
import { expertsQuery } from './api/list-experts'
import { StaffAvatar } from '@/components/market/staff-avatar'
import { SelectBox } from '@/components/ui/select'

export default function ExpertsPage() {
  const { t, i18n } = useTranslation()
  const lang = labelLang(i18n.language)
  const [params, setParams] = useSearchParams()
  const category = isCategory(params.get('category')) ? (params.get('category') as (typeof SERVICE_CATEGORIES)[number]) : null
  const rawDistrict = params.get('district')
  const district = isEnumValue(DISTRICTS, rawDistrict) ? rawDistrict : null
  const experts = useQuery(expertsQuery(category, district))
  const categoryId = useId()
  const districtId = useId()
  useTitle(t('market.experts.documentTitle'))

  const set = (key: 'category' | 'district', value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next)
  }

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('market.experts.title')}</h1>
      <p className="mt-2 text-stone-700">{t('market.experts.subtitle')}</p>
      <div className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
        {(
          [
            [categoryId, 'market.filters.category', 'category', category ?? '', 'market.filters.allCategories', SERVICE_CATEGORIES.map((c) => [c, t(`nav.categories.${c}`)])],
            [districtId, 'market.filters.district', 'district', district ?? '', 'market.filters.allDistricts', DISTRICTS.map((d) => [d.value, d[lang]])],
          ] as const
        ).map(([id, label, key, value, all, options]) => (
          <div key={key} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-stone-800">
              {t(label)}
            </label>
            <SelectBox id={id} value={value} onChange={(e) => set(key, e.target.value)}>
              <option value="">{t(all)}</option>
              {options.map(([v, text]) => (
                <option key={v} value={v}>
                  {text}
                </option>
              ))}
            </SelectBox>
          </div>
        ))}
      </div>

      <div className="mt-8">
        {experts.isError ? (
          <ErrorState onRetry={() => void experts.refetch()} />
        ) : experts.isPending ? (
          <LoadingState />
        ) : experts.data.length === 0 ? (
          <EmptyState title={t('market.experts.empty')} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {experts.data.map((expert) => (
              <li key={expert.id} className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4">
                <StaffAvatar url={expert.avatar_url} name={expert.name} size="lg" />
                <div className="min-w-0">
                  <h2 className="truncate font-semibold text-stone-900">{pick(lang, expert.name, expert.name_zh)}</h2>
                  <p className="truncate text-sm text-stone-700">{pick(lang, expert.title, expert.title_zh)}</p>
                  {expert.shop && (
                    <p className="truncate text-sm">
                      <Link to={paths.shop.getHref(expert.shop.id)} className="text-rose-700 underline underline-offset-2">
                        {pick(lang, expert.shop.name, expert.shop.name_zh)}
                      </Link>
                      <span className="text-stone-600">
                        {' · '}
                        {pick(lang, expert.shop.area, expert.shop.area_zh) || districtLabel(expert.shop.district, lang)}
                      </span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  )
}

// Shop Management: search (name, address, district), claim status filter, a paged table and
// the detail side panel with Edit and Delete.
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { DISTRICTS, SHOP_CLAIM_STATUSES, enumLabel } from '@/lib/enums'
import { ListScreen, PagedTable, RowButton, WIDE_ONLY, useListPage } from '../components/paged-table'
import { Badge, statusTone } from '../components/badge'
import { formatShortDate } from '@/lib/format'
import { useAdminT } from '../i18n/use-admin-t'
import { shopsQuery } from './api/shops'
import { ShopPanel } from './components/shop-panel'
import { CLAIM_FILTERS, type ClaimFilter } from './shops.utils'
import { FilterSelect } from '../components/filter-select'

export default function ShopsPage() {
  const { t, lang, language } = useAdminT()
  const [claim, setClaim] = useState<ClaimFilter>('all')
  const { search, setSearch, page, setPage, firstPage, selected, setSelected } = useListPage()
  const list = useQuery(shopsQuery(search, claim, page))
  // ?shop=<id> (a claim's link) opens that shop's panel.
  const [params] = useSearchParams()
  const linked = params.get('shop')
  useEffect(() => {
    if (linked) setSelected(linked)
  }, [linked, setSelected])

  return (
    <ListScreen
      section="shops"
      search={search}
      onSearch={setSearch}
      after={
        <FilterSelect
          label={t('shops.claimFilter')}
          testId="claim-filter"
          value={claim}
          values={CLAIM_FILTERS}
          labelOf={(f) => (f === 'all' ? t('shops.claimAll') : enumLabel(SHOP_CLAIM_STATUSES, f, lang))}
          onChange={firstPage(setClaim)}
        />
      }
    >
      <PagedTable
        list={list}
        page={page}
        onPageChange={setPage}
        section="shops"
        columns={['name', 'district', 'claim', 'status', 'created']}
        wideOnly={['district', 'created']}
        rowKey={(shop) => shop.id}
        onSelect={(shop) => setSelected(shop.id)}
        renderCells={(shop) => (
          <>
            <td className="px-4 py-2.5">
              <RowButton onClick={() => setSelected(shop.id)}>{shop.name}</RowButton>
              {shop.name_zh && <span className="block text-xs text-stone-500">{shop.name_zh}</span>}
            </td>
            <td className={`${WIDE_ONLY} px-4 py-2.5 text-stone-700`}>{shop.district ? enumLabel(DISTRICTS, shop.district, lang) : '—'}</td>
            <td className="px-4 py-2.5">
              <Badge tone={statusTone(shop.claim_status)}>{enumLabel(SHOP_CLAIM_STATUSES, shop.claim_status, lang)}</Badge>
            </td>
            <td className="px-4 py-2.5 text-stone-700">
              {shop.is_active ? t('shops.active') : t('shops.inactive')}
              {shop.is_verified && <Badge tone="green" className="ml-2">{t('shops.verified')}</Badge>}
            </td>
            <td className={`${WIDE_ONLY} px-4 py-2.5 text-stone-600`}>{formatShortDate(shop.created_at, language)}</td>
          </>
        )}
      />
      {selected && <ShopPanel shopId={selected} onClose={() => setSelected(null)} />}
    </ListScreen>
  )
}

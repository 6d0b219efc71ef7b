// Clients (salon-day.md C.2 "Customers"): the shop's customers with visits, last visit,
// no-shows and spend at list price, searchable; a client's card (?client=<id>, also reached from
// any booking in the inbox) with the phone as a tel: link, the e-mail, the booking history and
// the shop's private note, which the customer never sees. Hong Kong time.
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { TitledSection } from '@/components/ui/titled-section'
import { HktNote } from '@/components/booking/hkt-note'
import { formatHkd, formatHkDate, formatHkSpan } from '@/lib/format'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useErrorText } from '@/lib/errors/use-error-text'
import type { Lang } from '@/lib/enums'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { clientCardQuery, clientsQuery, useUpdateClientNote, type ClientCard, type ShopClient } from './api/clients'
import { clientNoteSchema, NOTE_MAX, searchClients, type ClientNoteValues } from './lib/note-schema'

const CARD = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6'

/** tel: of a written phone ('+852 9123 4567' -> 'tel:+85291234567'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

export default function ClientsSection({ shop }: SectionProps) {
  const { t, lang } = useWorkspaceT()
  const [search, setSearch] = useSearchParams()
  const clientId = search.get('client')
  const query = useQuery(clientsQuery(shop.id))
  const [text, setText] = useState('')
  const shown = useMemo(() => searchClients(query.data ?? [], text), [query.data, text])

  const open = (id: string | null) => {
    const next = new URLSearchParams(search)
    if (id) next.set('client', id)
    else next.delete('client')
    setSearch(next)
  }

  if (clientId) return <ClientCardView clientId={clientId} lang={lang} onBack={() => open(null)} />
  if (query.isPending) return <Loading text={t('common.loading')} />
  if (query.isError) return <LoadError text={t('common.loadError')} />

  return (
    <TitledSection id="clients-title" title={t('clients.title')} className="space-y-4">
      <p className="text-sm text-stone-600">{t('clients.intro')}</p>
      <label className="block max-w-md text-sm font-medium text-stone-800">
        {t('clients.search')}
        <Input className="mt-1" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('clients.searchHint')} />
      </label>
      {query.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('clients.none')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600">{t('clients.noMatch')}</p>
      ) : (
        <ul className="space-y-2" data-testid="client-list">
          {shown.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => open(c.id)}
                className="block w-full rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-stone-200 hover:ring-stone-400 focus-visible:outline-2 focus-visible:outline-rose-600"
                data-testid="client-row"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-stone-900">{c.name || t('clients.noName')}</span>
                  <span className="text-sm text-stone-600 tabular-nums">{c.phone ?? ''}</span>
                </span>
                <Figures client={c} lang={lang} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

function Figures({ client, lang }: { client: ShopClient; lang: Lang }) {
  const { t } = useWorkspaceT()
  return (
    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      <span>{t('clients.visits', { count: client.visits })}</span>
      <span>{t('clients.lastVisit', { date: client.lastVisit ? formatHkDate(client.lastVisit, lang) : '—' })}</span>
      <span className={client.noShows > 0 ? 'text-red-800' : undefined}>{t('clients.noShows', { count: client.noShows })}</span>
      <span>{t('clients.spend', { amount: formatHkd(client.spend, 0) })}</span>
    </span>
  )
}

function ClientCardView({ clientId, lang, onBack }: { clientId: string; lang: Lang; onBack: () => void }) {
  const { t } = useWorkspaceT()
  const query = useQuery(clientCardQuery(clientId))
  return (
    <div className="space-y-4">
      <Button variant="outline" size="sm" onClick={onBack}>
        {t('clients.back')}
      </Button>
      {query.isPending ? (
        <Loading text={t('common.loading')} />
      ) : query.isError ? (
        <LoadError text={t('common.loadError')} />
      ) : (
        <CardBody card={query.data} lang={lang} />
      )}
    </div>
  )
}

function CardBody({ card, lang }: { card: ClientCard; lang: Lang }) {
  const { t } = useWorkspaceT()
  const c = card.client
  return (
    <>
      <TitledSection id="client-card-title" title={c.name || t('clients.noName')} className={CARD} titleClassName="text-xl font-semibold text-stone-900">
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]" data-testid="client-card">
          <dt className="text-stone-600">{t('clients.phone')}</dt>
          <dd>
            {c.phone ? (
              <a href={telHref(c.phone)} className="font-medium text-rose-700 underline underline-offset-2" data-testid="client-phone">
                {c.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
          <dt className="text-stone-600">{t('clients.email')}</dt>
          <dd>{c.email ? <a href={`mailto:${c.email}`} className="text-rose-700 underline underline-offset-2 break-all">{c.email}</a> : '—'}</dd>
        </dl>
        <Figures client={c} lang={lang} />
      </TitledSection>
      <NoteEditor clientId={c.id} note={c.note} />
      <TitledSection id="client-history-title" title={t('clients.history')} className={CARD}>
        <HktNote className="mt-1" />
        <ul className="mt-3 divide-y divide-stone-100" data-testid="client-history">
          {card.bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
              <span className="font-medium text-stone-900 tabular-nums">{formatHkSpan(b.startAt, b.endAt, lang)}</span>
              <span className="text-stone-800">{(lang === 'zh' ? b.serviceNameZh || b.serviceName : b.serviceName) ?? ''}</span>
              {b.staffName && <span className="text-stone-600">{b.staffName}</span>}
              <span className="ml-auto text-xs text-stone-600">{t(`overview.status.${b.status}` as 'overview.status.confirmed')}</span>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  )
}

function NoteEditor({ clientId, note }: { clientId: string; note: string }) {
  const { t } = useWorkspaceT()
  const update = useUpdateClientNote()
  const errorText = useErrorText()
  const form = useForm<ClientNoteValues>({ resolver: zodResolver(clientNoteSchema), defaultValues: { note } })
  useEffect(() => form.reset({ note }), [form, note])
  const submit = form.handleSubmit((values) => update.mutate({ clientId, note: values.note }))
  const error = form.formState.errors.note?.message
  return (
    <TitledSection id="client-note-title" title={t('clients.note.title')} className={CARD}>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-2">
        <FormField label={t('clients.note.label')} hint={t('clients.note.hint', { max: NOTE_MAX })} error={error ? t(error as 'clients.note.tooLong', { max: NOTE_MAX }) : undefined}>
          {(control) => <Textarea {...control} rows={4} {...form.register('note')} data-testid="client-note" />}
        </FormField>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? t('clients.note.saving') : t('clients.note.save')}
          </Button>
          {update.isSuccess && !form.formState.isDirty && <span role="status" className="text-sm text-emerald-800">{t('clients.note.saved')}</span>}
        </div>
        {update.isError && <p role="alert" className="mt-2 text-sm text-red-800">{errorText(update.error)}</p>}
      </form>
    </TitledSection>
  )
}

// System Settings: the real configuration and outbox state (ARCHITECTURE 9) from the
// admin-only system-status function, with a retry for failed e-mails.
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { PageHeader } from '../components/page-header'
import { DetailSection, DetailList, Section, StatCard } from '../components/detail-list'
import { Badge } from '../components/badge'
import { ErrorState, LoadingState } from '../components/states'
import { AdminFunctionError } from '../api/functions'
import { useAdminT } from '../i18n/use-admin-t'
import { systemStatusQuery, useRetryFailed } from './api/system-status'

export default function SettingsPage() {
  const { t } = useAdminT()
  const status = useQuery(systemStatusQuery())
  const retry = useRetryFailed()
  const onOff = (v: boolean | undefined) => (
    <Badge tone={v ? 'green' : 'neutral'}>{v ? t('settings.enabled') : t('settings.disabled')}</Badge>
  )

  const header = <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
  if (status.isPending) {
    return (
      <div>
        {header}
        <LoadingState label={t('settings.loading')} />
      </div>
    )
  }
  if (status.isError) {
    const missing = status.error instanceof AdminFunctionError && status.error.status === 404
    return (
      <div>
        {header}
        <ErrorState label={missing ? t('settings.unavailable') : t('common.loadFailed')} />
      </div>
    )
  }
  const s = status.data
  const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join(', ') : t('settings.noneConfigured'))

  return (
    <div>
      {header}
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailSection
          title={t('settings.database')}
          items={[
            { label: t('settings.databaseKind'), value: <span data-testid="database-kind">{s.database === 'postgres' ? 'PostgreSQL' : 'SQLite'}</span> },
            { label: t('settings.version'), value: s.version },
            { label: t('settings.siteUrl'), value: s.siteUrl },
          ]}
        />
        <DetailSection
          title={t('settings.security')}
          items={[
            { label: t('settings.providerEmail'), value: onOff(s.providers.email) },
            { label: t('settings.providerGoogle'), value: onOff(s.providers.google) },
            { label: t('settings.signup'), value: onOff(s.signupEnabled) },
            { label: t('settings.autoconfirm'), value: onOff(s.autoconfirm) },
          ]}
        />
        <Section title={t('settings.email')}>
          <DetailList
            items={[
              {
                label: t('settings.transport'),
                value: s.emailTransport === 'smtp' ? t('settings.transportSmtp') : t('settings.transportOutbox'),
              },
              { label: t('settings.contactEmail'), value: s.contactEmail },
            ]}
          />
          <h4 className="mt-4 mb-2 text-sm font-semibold">{t('settings.outbox')}</h4>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="outbox-counts">
            <StatCard label={t('settings.outboxPending')} value={s.outbox.pending} />
            <StatCard label={t('settings.outboxSending')} value={s.outbox.sending} />
            <StatCard label={t('settings.outboxSent')} value={s.outbox.sent} />
            <StatCard label={t('settings.outboxFailed')} value={<span data-testid="outbox-failed">{s.outbox.failed}</span>} />
          </div>
          <Button
            className="mt-3"
            size="sm"
            variant="outline"
            disabled={s.outbox.failed === 0 || retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onSuccess: (next) => toast.success(t('settings.retried', { count: next.retried ?? 0 })),
                onError: () => toast.error(t('settings.retryFailedError')),
              })
            }
          >
            {retry.isPending ? t('settings.retrying') : t('settings.retryFailed')}
          </Button>
        </Section>
        {s.whatsapp && (
          <Section title={t('settings.whatsapp')}>
            <DetailList
              items={[{ label: t('settings.transport'), value: s.whatsapp.configured ? t('settings.whatsappCloud') : t('settings.whatsappOff') }]}
            />
            <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="whatsapp-counts">
              <StatCard label={t('settings.outboxPending')} value={s.whatsapp.counts.pending + s.whatsapp.counts.sending} />
              <StatCard label={t('settings.outboxSent')} value={s.whatsapp.counts.sent} />
              <StatCard label={t('settings.whatsappDelivered')} value={s.whatsapp.counts.delivered} />
              <StatCard label={t('settings.whatsappRead')} value={s.whatsapp.counts.read} />
              <StatCard label={t('settings.outboxFailed')} value={s.whatsapp.counts.failed} />
            </div>
            <p className="mt-2 text-sm text-stone-600">{t('settings.whatsappFallback')}</p>
          </Section>
        )}
        <Section title={t('settings.admins')}>
          <DetailList
            columns={1}
            items={[
              { label: t('settings.adminEmails'), value: list(s.adminEmails) },
              { label: t('settings.adminAccounts'), value: list(s.adminAccounts) },
            ]}
          />
        </Section>
      </div>
      <div className="mt-4 flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm" data-testid="system-status-row">
        <span className="font-semibold">{t('settings.status')}</span>
        {s.outbox.failed > 0 ? (
          <Badge tone="red">{t('settings.statusFailed', { count: s.outbox.failed })}</Badge>
        ) : (
          <Badge tone="green">{t('settings.statusOk')}</Badge>
        )}
      </div>
    </div>
  )
}

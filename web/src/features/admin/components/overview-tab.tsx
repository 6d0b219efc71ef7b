// A detail panel's Overview tab: its counts (two or three), the bookings by status, and the
// record's main fields.
import type { ComponentProps, ReactNode } from 'react'
import { BookingStatusCounts } from './booking-status-counts'
import { DetailList, StatCard, type DetailItem } from './detail-list'
import { TabsContent } from './tabs'

export function OverviewTab({
  stats,
  statusCounts,
  details,
  statsTestId,
}: {
  stats: [label: string, value: ReactNode][]
  statusCounts: ComponentProps<typeof BookingStatusCounts>['counts']
  details: DetailItem[]
  statsTestId?: string
}) {
  return (
    <TabsContent value="overview" className="grid gap-4">
      <div className={stats.length === 3 ? 'grid grid-cols-3 gap-3' : 'grid grid-cols-2 gap-3'} data-testid={statsTestId}>
        {stats.map(([label, value]) => (
          <StatCard key={label} label={label} value={value} />
        ))}
      </div>
      <BookingStatusCounts counts={statusCounts} />
      <DetailList items={details} />
    </TabsContent>
  )
}

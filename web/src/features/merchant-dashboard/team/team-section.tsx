// Team (salon-day.md C.1): the shop's managers and staff with their role and status, an invite
// form (e-mail, role, the staff member they are), and per member a role / staff change and
// removal with confirmation. The owner changes anyone; a manager staff only (the server holds
// the same rule); the owner is the shop's account and no row here.
import { useState, type ComponentProps } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectBox } from '@/components/ui/select'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { shopStaffQuery, type ShopStaff } from '../bookings/api/staff-hours'
import type { SectionProps } from '../sections'
import { Loading, LoadError } from '../components/query-states'
import { membersQuery, useInviteMember, useUpdateMember, type MemberRole, type TeamMember } from './api/team'
import { emptyInvite, inviteSchema, rolesFor, type InviteOutput, type InviteValues } from './lib/invite-schema'
import { CallError } from '@/components/call-error'
import { NameOptions } from '@/components/booking/name-options'

export default function TeamSection({ shop }: SectionProps) {
  const { t } = useWorkspaceT()
  const role = shop.role ?? 'owner'
  const members = useQuery(membersQuery(shop.id))
  const staff = useQuery(shopStaffQuery(shop.id))

  if (members.isPending || staff.isPending) return <Loading text={t('common.loading')} />
  if (members.isError || staff.isError) return <LoadError text={t('common.loadError')} />

  return (
    <section aria-labelledby="team-title" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6" data-testid="team-section">
      <div>
        <h2 id="team-title" className="text-lg font-semibold text-stone-900">
          {t('team.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('team.intro')}</p>
      </div>
      <InviteForm shopId={shop.id} callerRole={role} staff={staff.data} />
      {members.data.length === 0 ? (
        <p className="text-sm text-stone-600">{t('team.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label={t('team.listLabel')}>
          {members.data.map((member) => (
            <MemberItem key={member.id} shopId={shop.id} member={member} staff={staff.data} canChange={role === 'owner' || member.role === 'staff'} callerRole={role} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** The staff member a member is (or none), as a select: controlled or registered with the form. */
/** A member's pending change (a new role, the removal): doing it, or Cancel. */
function DoOrCancel({ label, busy, onDo, onCancel }: { label: string; busy: boolean; onDo: () => void; onCancel: () => void }) {
  const { t } = useWorkspaceT()
  return (
    <>
      <Button size="sm" disabled={busy} onClick={onDo}>
        {label}
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </>
  )
}

function StaffSelect({ staff, ...props }: ComponentProps<'select'> & { staff: ShopStaff[] }) {
  const { t, lang } = useWorkspaceT()
  return (
    <SelectBox {...props}>
      <option value="">{t('team.noStaff')}</option>
      <NameOptions rows={staff} lang={lang} />
    </SelectBox>
  )
}

/** The roles the caller may give, as a select. */
function RoleSelect({ callerRole, ...props }: ComponentProps<'select'> & { callerRole: 'owner' | 'manager' | 'staff' }) {
  const { t } = useWorkspaceT()
  return (
    <SelectBox {...props}>
      {rolesFor(callerRole).map((r) => (
        <option key={r} value={r}>
          {t(`team.roles.${r}`)}
        </option>
      ))}
    </SelectBox>
  )
}

function InviteForm({ shopId, callerRole, staff }: { shopId: string; callerRole: 'owner' | 'manager' | 'staff'; staff: ShopStaff[] }) {
  const { t } = useWorkspaceT()
  const invite = useInviteMember(shopId)
  const form = useForm<InviteValues, unknown, InviteOutput>({ resolver: zodResolver(inviteSchema), defaultValues: emptyInvite })
  const emailError = form.formState.errors.email?.message
  const onSubmit = async (values: InviteOutput) => {
    try {
      await invite.mutateAsync({ shopId, email: values.email, role: values.role, staffId: values.staffId || null })
      toast.success(t('team.invited', { email: values.email }))
      form.reset(emptyInvite)
    } catch {
      // shown under the form
    }
  }
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-3 rounded-xl border border-stone-200 p-4" aria-labelledby="invite-title" noValidate>
      <h3 id="invite-title" className="font-medium text-stone-900">
        {t('team.inviteTitle')}
      </h3>
      <FormField label={t('team.fields.email')} error={emailError ? t(emailError as 'team.errors.emailRequired') : undefined}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('team.fields.role')}>{(control) => <RoleSelect {...control} callerRole={callerRole} {...form.register('role')} />}</FormField>
        <FormField label={t('team.fields.staff')}>{(control) => <StaffSelect {...control} staff={staff} {...form.register('staffId')} />}</FormField>
      </div>
      <p className="text-xs text-stone-600">{t('team.inviteNote')}</p>
      <CallError call={invite} />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? t('team.inviting') : t('team.invite')}
      </Button>
    </form>
  )
}

function MemberItem({ shopId, member, staff, canChange, callerRole }: { shopId: string; member: TeamMember; staff: ShopStaff[]; canChange: boolean; callerRole: 'owner' | 'manager' | 'staff' }) {
  const { t, lang } = useWorkspaceT()
  const update = useUpdateMember(shopId)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [role, setRole] = useState<MemberRole>(member.role)
  const [staffId, setStaffId] = useState(member.staff_id ?? '')
  const linked = staff.find((s) => s.id === member.staff_id)
  const save = () =>
    update.mutate({ memberId: member.id, role, staffId: staffId || null }, { onSuccess: () => { setEditing(false); toast.success(t('team.saved')) } })
  const remove = () => update.mutate({ memberId: member.id, remove: true }, { onSuccess: () => toast.success(t('team.removed', { email: member.email })) })
  return (
    <li className="py-3" data-testid="team-member" data-member-email={member.email}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-stone-900">{member.email}</p>
          <p className="text-sm text-stone-700">
            {t(`team.roles.${member.role}`)}
            {linked ? ` · ${localName(linked, lang)}` : ''}
          </p>
        </div>
        <span className={member.status === 'active' ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900' : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900'}>
          {t(`team.status.${member.status === 'active' ? 'active' : 'invited'}`)}
        </span>
      </div>
      {canChange && editing && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <FormField label={t('team.fields.role')}>
            {(control) => <RoleSelect {...control} callerRole={callerRole} value={role} onChange={(e) => setRole(e.target.value as MemberRole)} />}
          </FormField>
          <FormField label={t('team.fields.staff')}>
            {(control) => <StaffSelect {...control} staff={staff} value={staffId} onChange={(e) => setStaffId(e.target.value)} />}
          </FormField>
        </div>
      )}
      {canChange && confirming && (
        <p className="mt-3 text-sm text-stone-800" role="alert">
          {t('team.confirmRemove', { email: member.email })}
        </p>
      )}
      {canChange && (
        <div className="mt-3 flex flex-wrap gap-2">
          {editing ? (
            <DoOrCancel label={t('common.save')} busy={update.isPending} onDo={save} onCancel={() => setEditing(false)} />
          ) : confirming ? (
            <DoOrCancel label={t('team.removeConfirm')} busy={update.isPending} onDo={remove} onCancel={() => setConfirming(false)} />
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {t('team.change')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                {t('team.remove')}
              </Button>
            </>
          )}
        </div>
      )}
      <CallError call={update} className="mt-2" />
    </li>
  )
}

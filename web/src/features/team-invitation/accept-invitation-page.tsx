// /invitations/accept?token=… (salon-day.md C.1): the link of a team invitation. Signed out, it
// offers to log in or create an account and comes back here after (the link is remembered);
// signed in, Join the team calls accept-invitation and lands on the shop's dashboard. A dead
// link (expired, used, unknown) says so in the C.6 words.
import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, buttonClasses } from '@/components/ui/button'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import { paths } from '@/config/paths'
import { functionErrorKey } from '@/lib/invoke-function'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useAppLang } from '@/lib/merchant-i18n'
import { forgetInvitation, rememberInvitation } from '@/lib/pending-invitation'
import { useDocumentLang } from '@/lib/use-document-lang'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { acceptInvitation, signedInEmail } from './api/accept'

export default function AcceptInvitationPage() {
  const { lang, setLang } = useAppLang()
  const { t } = useWorkspaceT()
  useDocumentLang(lang, t('invitation.documentTitle'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const { search } = useLocation()
  const token = new URLSearchParams(search).get('token') ?? ''
  const href = paths.invitations.accept.getHref(token)
  const session = useQuery({ queryKey: ['invitation', 'session'], queryFn: signedInEmail, staleTime: 0 })
  const join = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: ({ member }) => {
      forgetInvitation()
      void queryClient.invalidateQueries({ queryKey: ['merchant-dashboard'] })
      void navigate(`${paths.merchant.dashboard.getHref()}?shop=${encodeURIComponent(member.shopId)}`)
    },
    onError: (error) => {
      if (functionErrorKey(error) === 'errors.invitation_invalid') forgetInvitation()
    },
  })
  const signedOut = session.data === null
  useEffect(() => {
    if (signedOut && token) rememberInvitation(href)
  }, [signedOut, token, href])

  let body: React.ReactNode
  if (!token) {
    body = (
      <p role="alert" className="text-stone-800">
        {errorText('invitation_invalid')}
      </p>
    )
  } else if (session.isPending) {
    body = <p role="status">{t('common.loading')}</p>
  } else if (signedOut) {
    body = (
      <>
        <p className="text-stone-700">{t('invitation.signInFirst')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={`${paths.auth.login.getHref()}?next=${encodeURIComponent(href)}`} className={buttonClasses('primary', 'md')}>
            {t('invitation.logIn')}
          </Link>
          <Link to={`${paths.auth.signup.getHref()}?next=${encodeURIComponent(href)}`} className={buttonClasses('outline', 'md')}>
            {t('invitation.signUp')}
          </Link>
        </div>
      </>
    )
  } else {
    body = (
      <>
        <p className="text-stone-700">{t('invitation.signedInAs', { email: session.data ?? '' })}</p>
        {join.isError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {errorText(join.error)}
          </p>
        )}
        <Button className="mt-6 w-full sm:w-auto" disabled={join.isPending} onClick={() => join.mutate()}>
          {join.isPending ? t('invitation.joining') : t('invitation.join')}
        </Button>
      </>
    )
  }

  return (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <main className="px-4 py-10">
        <div className="mx-auto max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('invitation.title')}</h1>
          <div className="mt-4">{body}</div>
        </div>
      </main>
    </div>
  )
}

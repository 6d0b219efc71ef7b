import { MessageCircle } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { whatsappContactUrl } from '@/config/contact'
import type { LandingT } from '../landing-texts'
import { CONTACT_BAR_HEIGHT } from './layout'

/** The fixed footer bar (98 px) with the WhatsApp contact link; absent without a number. */
export function ContactBar({ t }: { t: LandingT }) {
  const url = whatsappContactUrl()
  if (!url) return null
  return (
    <footer
      data-testid="contact-bar"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 backdrop-blur"
      style={{ height: CONTACT_BAR_HEIGHT }}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4">
        <p className="text-sm font-medium text-stone-700 sm:text-base">{t('forBusiness.footer.question')}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('forBusiness.footer.whatsappLabel')}
          className={buttonClasses('whatsapp', 'md', 'shrink-0')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('forBusiness.footer.whatsapp')}
        </a>
      </div>
    </footer>
  )
}

import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { whatsappContactUrl, whatsappDisplayNumber } from '@/config/contact'
import { paths } from '@/config/paths'
import type { LandingT } from '../landing-texts'
import { SECTION_CLASSES } from './layout'

const FOOTER_LINK_CLASSES =
  'rounded underline underline-offset-4 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-600'

/** Closing call to action, the partnership-enquiries line and the legal links. */
export function CtaSection({ t, onJoin }: { t: LandingT; onJoin: () => void }) {
  const whatsapp = whatsappContactUrl()
  const number = whatsappDisplayNumber()
  return (
    <section id="cta" aria-labelledby="cta-title" className={`${SECTION_CLASSES} pb-10 sm:pb-12`}>
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-rose-600 to-rose-700 px-6 py-14 text-center text-white shadow-lg">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('forBusiness.cta.title')}
        </h2>
        <p className="mt-3 text-lg text-rose-50">{t('forBusiness.cta.body')}</p>
        <Button variant="inverse" size="lg" onClick={onJoin} className="mt-8">
          {t('forBusiness.cta.join')}
        </Button>
      </div>
      <div className="mx-auto mt-10 max-w-4xl text-center text-sm text-stone-600">
        {/* Without a configured number the line is left out: no sentence without a number. */}
        {whatsapp && number && (
          <p data-testid="partnership-line">
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('forBusiness.footer.partnershipLink', { number })}
              className={FOOTER_LINK_CLASSES}
            >
              {t('forBusiness.footer.partnership', { number })}
            </a>
          </p>
        )}
        <p className="mt-3 flex justify-center gap-5">
          <Link to={paths.merchant.terms.getHref()} className={FOOTER_LINK_CLASSES}>
            {t('forBusiness.footer.merchantTerms')}
          </Link>
          <Link to={paths.privacy.getHref()} className={FOOTER_LINK_CLASSES}>
            {t('forBusiness.footer.privacy')}
          </Link>
        </p>
      </div>
    </section>
  )
}

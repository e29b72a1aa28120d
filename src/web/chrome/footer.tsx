import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { footerPaymentIcons, type PaymentIcon } from '../../domain/payment-icons'
import { footerRating, needsTrustedShop } from '../../domain/footer-rating'
import { LocalizedLink, useLocale, useLocalizedPath } from '../lib/locale-context'
import { paths } from '../lib/paths'
import { reviewStatsQueryOptions } from '../api/get-review-stats'
import { trustedShopQueryOptions } from '../api/get-trustedshop'
import type { Routing } from '../api/get-routing'
import { formatNumber } from '../lib/format'
import { CurrencySwitcher } from './currency-switcher'
import { LanguageSwitcher } from './language-switcher'
import { useConsent } from './consent/consent-context'
import { NewsletterForm } from './newsletter-form'
import { Logo } from './logo'
import { useShellData } from './use-shell-data'
import './footer.css'

const PAYMENT_ICON_NAMES: Record<PaymentIcon, string> = {
  mastercard: 'Mastercard',
  visa: 'Visa',
  cb2x: 'CB 2x',
  floa4x: 'Floa 4x',
  ancv: 'ANCV',
  klarna: 'Klarna',
  paypal: 'PayPal',
  ideal: 'iDEAL',
  mbway: 'MB WAY',
  sepa: 'SEPA',
}

interface FooterLink {
  key: string
  label: string
  href: string | undefined
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const present = links.filter((link): link is FooterLink & { href: string } => Boolean(link.href))
  if (!present.length) return null
  return (
    <div className="footer-column">
      <h2 className="footer-column__title">{title}</h2>
      <ul>
        {present.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function topicLinks(prefix: string, topics: Routing['help_guest'] | undefined): FooterLink[] {
  return (topics ?? []).map((topic, index) => ({ key: `${prefix}-${index}`, label: topic.label, href: topic.url }))
}

/** Review count and rating: stats first (fetched once), trusted shop only when stats had no count. */
function useRating(locale: string) {
  const stats = useQuery(reviewStatsQueryOptions(locale))
  const trusted = useQuery({ ...trustedShopQueryOptions(), enabled: needsTrustedShop(stats.data, stats.isFetched) })
  return footerRating(stats.data, trusted.data)
}

export function Footer() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const localize = useLocalizedPath()
  const { routing, referential } = useShellData()
  const rating = useRating(locale)
  const { openPreferences } = useConsent()
  const icons = footerPaymentIcons(referential?.payment_type_available ?? [])
  const average = formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, locale)
  const year = new Date().getFullYear()

  const company: FooterLink[] = [
    { key: 'team', label: t`Our team`, href: routing?.team },
    { key: 'jobs', label: t`Jobs`, href: routing?.jobs },
    { key: 'press', label: t`Press`, href: routing?.press },
    { key: 'partners', label: t`Partners`, href: routing?.partners },
    { key: 'blog', label: t`Blog`, href: routing?.blog },
    { key: 'contact', label: t`Contact us`, href: routing?.contact },
  ]
  const guests: FooterLink[] = [
    { key: 'faq', label: t`Frequently asked questions`, href: localize(paths.faq.href()) },
    ...topicLinks('guest', routing?.help_guest),
    { key: 'gift-card', label: t`Gift card`, href: routing?.gift_card },
    { key: 'trusted-reviews', label: t`Customer reviews`, href: routing?.trusted_reviews },
    ...topicLinks('insurance', routing?.insurance),
  ]
  const owners: FooterLink[] = [
    { key: 'sign-up', label: t`Create an account`, href: routing?.sign_up },
    ...topicLinks('owner', routing?.help_owner),
    { key: 'ambassador', label: t`Ambassador programme`, href: routing?.ambassador },
    { key: 'contract', label: t`Rental contract`, href: routing?.contract },
    ...topicLinks('assistance', routing?.assistance),
  ]
  const socials: FooterLink[] = [
    { key: 'facebook', label: 'Facebook', href: routing?.social_networks?.facebook },
    { key: 'instagram', label: 'Instagram', href: routing?.social_networks?.instagram },
    { key: 'youtube', label: 'YouTube', href: routing?.social_networks?.youtube },
    { key: 'pinterest', label: 'Pinterest', href: routing?.social_networks?.pinterest },
    { key: 'tiktok', label: 'TikTok', href: routing?.social_networks?.tiktok },
    { key: 'linkedin', label: 'LinkedIn', href: routing?.social_networks?.linkedin },
  ].filter((link) => link.href)

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="footer-brand">
            <Logo />
            <p className="footer-brand__pitch">
              <Trans>Campers, motorhomes and vans rented by their owners, everywhere in Europe.</Trans>
            </p>
            <p className="footer-rating" data-testid="footer-rating">
              <span className="footer-rating__stars" aria-hidden="true">
                ★★★★★
              </span>
              <Trans>
                <strong>{average}</strong>/5 from <Plural value={rating.count} one="# review" other="# reviews" />
              </Trans>
            </p>
            {socials.length > 0 && (
              <ul className="footer-socials" aria-label={t`Follow us`}>
                {socials.map((link) => (
                  <li key={link.key}>
                    <a href={link.href} target="_blank" rel="noopener" className={`social social--${link.key}`}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <LinkColumn title={t`Roam`} links={company} />
          <LinkColumn title={t`Guests`} links={guests} />
          <LinkColumn title={t`Owners`} links={owners} />
          <div className="footer-column">
            <h2 className="footer-column__title">
              <Trans>Our apps</Trans>
            </h2>
            <ul className="footer-apps">
              {routing?.app_store_ios && (
                <li>
                  <a className="store-badge" href={routing.app_store_ios} target="_blank" rel="noopener">
                    <Trans>Download on the App Store</Trans>
                  </a>
                </li>
              )}
              {routing?.app_store_android && (
                <li>
                  <a className="store-badge" href={routing.app_store_android} target="_blank" rel="noopener">
                    <Trans>Get it on Google Play</Trans>
                  </a>
                </li>
              )}
            </ul>
          </div>
        </div>
        <div className="site-footer__newsletter">
          <NewsletterForm />
        </div>
        <div className="site-footer__payments">
          {icons.easyPayment.length > 0 && (
            <div className="payment-group">
              <h2 className="payment-group__title">
                <Trans>Easy payment</Trans>
              </h2>
              <ul className="payment-icons" aria-label={t`Easy payment`}>
                {icons.easyPayment.map((icon) => (
                  <li key={icon} className={`payment-icon payment-icon--${icon}`} data-icon={icon}>
                    {PAYMENT_ICON_NAMES[icon]}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {icons.paymentMeans.length > 0 && (
            <div className="payment-group">
              <h2 className="payment-group__title">
                <Trans>Payment means</Trans>
              </h2>
              <ul className="payment-icons" aria-label={t`Payment means`}>
                {icons.paymentMeans.map((icon) => (
                  <li key={icon} className={`payment-icon payment-icon--${icon}`} data-icon={icon}>
                    {PAYMENT_ICON_NAMES[icon]}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="site-footer__bottom">
          <p>
            <Trans>© {year} Roam. All rights reserved.</Trans>
          </p>
          <nav aria-label={t`Legal`}>
            <ul className="footer-legal">
              <li>
                <LocalizedLink to={paths.terms.href()}>
                  <Trans>Terms of use</Trans>
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink to={paths.confidentiality.href()}>
                  <Trans>Privacy policy</Trans>
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink to={paths.cookies.href()}>
                  <Trans>Cookie policy</Trans>
                </LocalizedLink>
              </li>
              <li>
                <LocalizedLink to={paths.community.href()}>
                  <Trans>Community</Trans>
                </LocalizedLink>
              </li>
            </ul>
          </nav>
          <button type="button" className="link-button footer-cookie-preferences" onClick={openPreferences}>
            <Trans>Cookie preferences</Trans>
          </button>
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
      </div>
    </footer>
  )
}

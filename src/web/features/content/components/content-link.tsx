import type { ReactNode } from 'react'
import { rentOutTarget } from '../../../../domain/menu-rules'
import { sisterPlatformUrl } from '../../../../domain/sister-platform'
import { LocalizedLink, useLocale } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { useShellData } from '../../../chrome/use-shell-data'

type Target = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' }

/** Where a link of a text goes: an app path, another site, or a `roam:` name (texts/README.md). */
function useTarget(href: string): Target {
  const { routing, referential } = useShellData()
  const { locale } = useLocale()
  const named: Record<string, string | undefined> = {
    'roam:contact': routing?.contact,
    'roam:help-center': routing?.help_center,
    'roam:app-store-ios': routing?.app_store_ios,
    'roam:app-store-android': routing?.app_store_android,
  }
  if (href === 'roam:rent-out') {
    return rentOutTarget(referential?.can_publish_camper) === 'sister_platform'
      ? { kind: 'external', href: sisterPlatformUrl(locale) }
      : { kind: 'internal', to: paths.onboardingStep.href() }
  }
  if (href.startsWith('roam:')) {
    const resolved = named[href]
    // An address the referential does not give (yet) leaves the words without a link.
    if (!resolved) return { kind: 'none' }
    return resolved.startsWith('/') ? { kind: 'internal', to: resolved } : { kind: 'external', href: resolved }
  }
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', to: href }
  return { kind: 'external', href }
}

function TargetLink({
  href,
  className,
  title,
  children,
}: {
  href: string
  className?: string
  title?: string
  children?: ReactNode
}) {
  const target = useTarget(href)
  if (target.kind === 'internal')
    return (
      <LocalizedLink to={target.to} className={className} title={title}>
        {children}
      </LocalizedLink>
    )
  if (target.kind === 'none') return <span className={className}>{children}</span>
  if (target.href.startsWith('#') || target.href.startsWith('mailto:') || target.href.startsWith('tel:')) {
    return (
      <a href={target.href} className={className} title={title}>
        {children}
      </a>
    )
  }
  return (
    <a href={target.href} className={className} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** Markdown links of a text: internal ones stay in the reader's language, external ones open safely in a new tab. */
export function ContentLink({ href = '', title, children }: { href?: string; title?: string; children?: ReactNode }) {
  return (
    <TargetLink href={href} title={title}>
      {children}
    </TargetLink>
  )
}

/** `<Cta to="…">Label</Cta>` in a text: a call to action into the product. */
export function ContentCta({ to = '', children }: { to?: string; children?: ReactNode }) {
  return (
    <p className="content-cta">
      <TargetLink href={to} className="button button--primary">
        {children}
      </TargetLink>
    </p>
  )
}

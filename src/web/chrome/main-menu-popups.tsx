import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactElement, ReactNode } from 'react'
import { Link } from 'react-router'
import { useLocalizedPath } from '../lib/locale-context'
import type { MenuEntry, MenuModel } from './main-menu-model'
import { SidePanel } from './side-panel'

// Loaded by main-menu.tsx on the first opening: Radix menus, dialog and floating-ui stay out of every page's entry.

function EntryContent({ entry }: { entry: MenuEntry }): ReactNode {
  const { t } = useLingui()
  return (
    <>
      {entry.label}
      {entry.badge ? (
        <>
          <span className="menu-entry__badge" aria-hidden="true">
            {entry.badge}
          </span>{' '}
          <span className="visually-hidden">{t`(${entry.badge} unread)`}</span>
        </>
      ) : null}
      {entry.kind === 'external' && (
        <span className="menu-entry__external" aria-hidden="true">
          ↗
        </span>
      )}
    </>
  )
}

function PanelEntry({
  entry,
  localize,
  close,
}: {
  entry: MenuEntry
  localize: (path: string) => string
  close: () => void
}) {
  const className = `menu-entry${entry.emphasis ? ' menu-entry--emphasis' : ''}`
  if (entry.kind === 'link')
    return (
      <Link className={className} to={localize(entry.to)} onClick={close}>
        <EntryContent entry={entry} />
      </Link>
    )
  if (entry.kind === 'external')
    return (
      <a className={className} href={entry.href} target="_blank" rel="noopener" onClick={close}>
        <EntryContent entry={entry} />
      </a>
    )
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        close()
        entry.onSelect()
      }}
    >
      <EntryContent entry={entry} />
    </button>
  )
}

function DropdownEntry({ entry, localize }: { entry: MenuEntry; localize: (path: string) => string }) {
  const className = `menu-entry${entry.emphasis ? ' menu-entry--emphasis' : ''}`
  if (entry.kind === 'link') {
    return (
      <DropdownMenu.Item asChild className={className}>
        <Link to={localize(entry.to)}>
          <EntryContent entry={entry} />
        </Link>
      </DropdownMenu.Item>
    )
  }
  if (entry.kind === 'external') {
    return (
      <DropdownMenu.Item asChild className={className}>
        <a href={entry.href} target="_blank" rel="noopener">
          <EntryContent entry={entry} />
        </a>
      </DropdownMenu.Item>
    )
  }
  return (
    <DropdownMenu.Item className={className} onSelect={entry.onSelect}>
      <EntryContent entry={entry} />
    </DropdownMenu.Item>
  )
}

/** The main menu from xl up, open as it mounts (the first opening is what loads it). */
export function MainMenuDropdown({ model, trigger }: { model: MenuModel; trigger: ReactElement }) {
  const { t } = useLingui()
  const localize = useLocalizedPath()
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-dropdown" align="end" sideOffset={8} aria-label={t`Main menu`}>
          {model.main.map((entry) => (
            <DropdownEntry key={entry.key} entry={entry} localize={localize} />
          ))}
          {model.staff.length > 0 && (
            <>
              <DropdownMenu.Separator className="menu-separator" />
              <DropdownMenu.Label className="menu-group-label">
                <Trans>Staff</Trans>
              </DropdownMenu.Label>
              {model.staff.map((entry) => (
                <DropdownEntry key={entry.key} entry={entry} localize={localize} />
              ))}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/** The main menu below xl: a side panel. */
export function MainMenuPanel({
  model,
  trigger,
  open,
  onOpenChange,
}: {
  model: MenuModel
  trigger: ReactElement
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const localize = useLocalizedPath()
  const close = () => onOpenChange(false)
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} trigger={trigger} title={<Trans>Menu</Trans>}>
      <nav aria-label={t`Main menu`}>
        <ul className="menu-list">
          {model.main.map((entry) => (
            <li key={entry.key}>
              <PanelEntry entry={entry} localize={localize} close={close} />
            </li>
          ))}
        </ul>
        {model.staff.length > 0 && (
          <>
            <h3 className="menu-group-label">
              <Trans>Staff</Trans>
            </h3>
            <ul className="menu-list">
              {model.staff.map((entry) => (
                <li key={entry.key}>
                  <PanelEntry entry={entry} localize={localize} close={close} />
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
    </SidePanel>
  )
}

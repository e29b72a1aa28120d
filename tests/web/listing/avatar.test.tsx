import { render, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from '../../../src/web/chrome/avatar'

const renderAvatar = (props: Parameters<typeof Avatar>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Avatar {...props} />
    </I18nProvider>,
  )

describe('Avatar', () => {
  it('shows the picture at twice the radius', () => {
    renderAvatar({ firstName: 'Marie', picture: 'https://media.roam.test/u/7.jpg', radius: 20 })
    expect(screen.getByRole('img', { name: 'Marie' })).toHaveAttribute('src', 'https://media.roam.test/u/7.jpg')
    expect(screen.getByTestId('avatar')).toHaveStyle({ width: '40px', height: '40px' })
  })

  it('replaces a no-profile picture with the initial, and no name with the default image', () => {
    renderAvatar({ firstName: 'marie', picture: 'https://media.roam.test/no-profile.png' })
    expect(screen.getByRole('img', { name: 'marie' })).toHaveTextContent('M')
    expect(screen.getByTestId('avatar')).toHaveStyle({ width: '70px' })
  })

  it('uses the default image without picture or name, and shows badges at least 18 px', () => {
    const { container } = renderAvatar({
      firstName: '',
      picture: null,
      isBestOwner: true,
      isVerified: true,
      radius: 10,
    })
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.svg')
    expect(screen.getByText('Verified').parentElement).toHaveStyle({ width: '18px' })
    expect(screen.getByText('Best owner').parentElement).toHaveStyle({ width: '18px' })
  })
})

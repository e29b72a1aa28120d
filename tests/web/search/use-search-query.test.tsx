import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useSearchQuery } from '../../../src/web/features/search/components/use-search-query'

function Probe() {
  const { query, update } = useSearchQuery()
  return (
    <>
      <output data-testid="query">{JSON.stringify(query)}</output>
      <button
        type="button"
        onClick={() => {
          // Two changes before the router renders the first: a place chosen, then the sort, as a busy page allows.
          update({ place: 'quimper', latitude: 48, longitude: -4.1 })
          update({ sort: 'distance' })
        }}
      >
        both
      </button>
    </>
  )
}

describe('useSearchQuery', () => {
  it('builds a change on the changes written before it, even when the router has not rendered them yet', async () => {
    const router = createMemoryRouter([{ path: '/s', element: <Probe /> }], {
      initialEntries: ['/s?date_from=2030-06-01&date_to=2030-06-08'],
    })
    render(<RouterProvider router={router} />)
    await act(async () => screen.getByRole('button', { name: 'both' }).click())
    const params = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(params)).toMatchObject({
      date_from: '2030-06-01',
      date_to: '2030-06-08',
      place: 'quimper',
      latitude: '48',
      longitude: '-4.1',
      sort: 'distance',
    })
    expect(JSON.parse(screen.getByTestId('query').textContent!)).toMatchObject({ place: 'quimper', sort: 'distance' })
  })
})

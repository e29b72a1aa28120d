export function camperFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    title: 'Blue Horizon Van',
    description: 'A cosy van for two.\nPerfect for the coast.',
    vehicle_type: 4,
    brand: 'Volkswagen',
    model: 'California',
    year: 2019,
    seats: 4,
    beds: 2,
    price_per_day: '89.00',
    currency: 'EUR',
    converted: null,
    hour_from: 9,
    hour_to: 18,
    instant_booking: false,
    pets_allowed: true,
    smoking_allowed: false,
    abroad_allowed: null,
    deposit_amount: '800.00',
    deposit_mean: 'card,cash,bitcoin',
    vehicle_owner_language_spoke: ['fr', 'de'],
    published_at: '2024-01-01',
    is_ambassador: false,
    review_average: 4.6,
    review_count: 12,
    min_days: 3,
    max_months_future_rental: 12,
    equipments: { kitchen: ['fridge', 'gas_hob'], comfort: ['heating'] },
    photos: [
      { url: 'https://media.roam.test/p/2.jpg', position: 2 },
      { url: 'https://media.roam.test/p/1.jpg', position: 1 },
    ],
    owner: {
      id: 7,
      first_name: 'Marie',
      profile_picture: { url: 'https://media.roam.test/no-profile.png' },
      is_pro: false,
      is_best_owner: true,
      is_verified: true,
      languages: ['fr'],
      joined_at: '2020-05-01',
      response_rate: null,
      response_time_minutes: null,
      other_listings: [],
    },
    place: null,
    location: { city: 'Nantes', country_code: 'FR', latitude: 47.2, longitude: -1.55 },
    status: 'published',
    ...overrides,
  }
}

export function reviewsPage(page: number, total = 12) {
  const start = (page - 1) * 10
  const count = Math.max(0, Math.min(10, total - start))
  return {
    count: total,
    next: start + count < total ? `/v4/reviews/?page=${page + 1}` : null,
    previous: null,
    results: Array.from({ length: count }, (_, i) => ({
      id: start + i + 1,
      rating: 5,
      comment: `Review number ${start + i + 1}`,
      language: 'en',
      published_date: '2025-06-01',
      author: { id: 100 + i, first_name: `Guest${start + i + 1}`, profile_picture: { url: null } },
      camper_id: 42,
      author_type: 'guest',
    })),
  }
}

export const availabilitiesFixture = {
  camper_id: 42,
  date_from: '2026-01-01',
  date_to: '2027-01-01',
  min_days: 3,
  max_months_future_rental: 12,
  unavailable: [],
  prices: [],
}

export const priceFixture = {
  available: true,
  reasons: [],
  min_days: 3,
  nb_days: 4,
  price_per_day: '89.00',
  original_booking_price: '356.00',
  final_booking_price: '330.00',
  discount: '26.00',
  km_included: 800,
  km_option_price: null,
  service_fee: '25.00',
  total: '355.00',
  currency: 'EUR',
  converted: null,
}

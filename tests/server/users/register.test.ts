import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/server/db/schema'
import { me, signIn } from '../support/accounts'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'

describe.each(TEST_DATABASES)('POST /3/users/ on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const valid = { email: 'Marie.Curie@roam.test', password: 'radium-1898', first_name: 'Marie', last_name: 'Curie' }
  const register = (json: unknown) => t.request('/3/users/', { method: 'POST', json })

  it('creates an account that can then sign in', async () => {
    const response = await register({ ...valid, locale: 'fr-be', newsletter: true })
    expect(response.status).toBe(201)
    const user = await response.json()
    expect(user).toMatchObject({
      id: expect.any(Number),
      email: 'marie.curie@roam.test',
      first_name: 'Marie',
      last_name: 'Curie',
      is_active: true,
      is_owner: false,
      is_staff: false,
      is_pro: false,
      professional: false,
      locale: 'fr-be',
      moneyboxes: [],
    })
    expect(user).not.toHaveProperty('password_hash')
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row!.newsletter).toBe(true)
    const signedIn = await signIn(t, 'MARIE.curie@roam.test', valid.password)
    expect(signedIn.status).toBe(200)
    expect((await me(t, (await signedIn.json()).access_token)).status).toBe(200)
  })

  it('takes the locale from Accept-Language when the body has none', async () => {
    const fromHeader = await t.request('/3/users/', {
      method: 'POST',
      headers: { 'Accept-Language': 'de-CH,de;q=0.9' },
      json: { ...valid, email: 'swiss@roam.test' },
    })
    expect((await fromHeader.json()).locale).toBe('de-ch')
    const withoutHeader = await register({ ...valid, email: 'plain@roam.test' })
    expect((await withoutHeader.json()).locale).toBe('en-us')
  })

  it('refuses an email already taken, whatever its letter case', async () => {
    const response = await register({ ...valid, email: 'marie.CURIE@roam.TEST' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ email: ['A user with this email already exists.'] })
  })

  it('reports every missing field', async () => {
    const response = await register({})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
    })
  })

  it('checks the email, the names and the locale', async () => {
    const response = await register({
      ...valid,
      email: 'not-an-email',
      first_name: '  ',
      last_name: 'x'.repeat(61),
      locale: 'xx',
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.email).toEqual(['Enter a valid email address.'])
    expect(body.first_name).toEqual(['This field may not be blank.'])
    expect(body.last_name).toEqual(['Ensure this field has no more than 60 characters.'])
    expect(body.locale).toHaveLength(1)
  })

  it('checks the password rules', async () => {
    const cases: Array<[string, string]> = [
      ['short', 'This password is too short. It must contain at least 8 characters.'],
      ['1234567890', 'This password is entirely numeric.'],
      ['p'.repeat(129), 'Ensure this field has no more than 128 characters.'],
    ]
    for (const [password, message] of cases) {
      const response = await register({ ...valid, email: 'new@roam.test', password })
      expect(response.status).toBe(400)
      expect((await response.json()).password).toContain(message)
    }
    const sameAsEmail = await register({ ...valid, email: 'samesame@roam.test', password: 'SameSame@roam.test' })
    expect(sameAsEmail.status).toBe(400)
    expect(await sameAsEmail.json()).toEqual({ password: ['The password is too similar to the email.'] })
  })

  it('answers bad bodies with a 400, never a 500', async () => {
    const malformed = await t.request('/3/users/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ detail: expect.any(String) })

    const wrongType = await t.request('/3/users/', { method: 'POST', form: { email: 'a@roam.test' } })
    expect(wrongType.status).toBe(400)
    expect(await wrongType.json()).toEqual({ detail: expect.stringContaining('application/json') })

    const noContentType = await t.request('/3/users/', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Length': '2' },
    })
    expect(noContentType.status).toBe(400)

    const notAnObject = await register(['a', 'b'])
    expect(notAnObject.status).toBe(400)
    expect(await notAnObject.json()).toHaveProperty('non_field_errors')

    const wrongTypes = await register({ ...valid, email: 42, first_name: { a: 1 }, newsletter: 'yes' })
    expect(wrongTypes.status).toBe(400)
    expect(Object.keys(await wrongTypes.json()).sort()).toEqual(['email', 'first_name', 'newsletter'])

    const long = await register({ ...valid, email: `${'a'.repeat(300)}@roam.test`, first_name: 'b'.repeat(10_000) })
    expect(long.status).toBe(400)
    expect(Object.keys(await long.json()).sort()).toEqual(['email', 'first_name'])

    const huge = await register({
      ...valid,
      email: `${'a'.repeat(1_000_000)}@roam.test`,
      first_name: 'b'.repeat(1_000_000),
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ detail: 'The request body is too large.' })
  })
})

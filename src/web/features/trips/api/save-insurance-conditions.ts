import { api } from '../../../lib/api-client'
import type { InsuranceConditions } from './get-insurance-conditions'

export interface InsuranceConditionsAnswers {
  driver_birth_date: string
  licence_date: string
  licence_category: 'B' | 'C'
  /** The driver's licence as proof, optional. */
  document: File | null
}

/**
 * POST /3/insurance/condition/{id}/ the first time, PATCH it afterwards: the driver's birth date, licence date and
 * category, with an optional proof, as a multipart form.
 */
export async function saveInsuranceConditions(
  id: number,
  answers: InsuranceConditionsAnswers,
  first: boolean,
): Promise<InsuranceConditions> {
  const form = new FormData()
  form.append('driver_birth_date', answers.driver_birth_date)
  form.append('licence_date', answers.licence_date)
  form.append('licence_category', answers.licence_category)
  if (answers.document) form.append('document', answers.document)
  // The contract types the binary field as a string: the typed body names the fields, the serializer sends the form.
  const body = {
    driver_birth_date: answers.driver_birth_date,
    licence_date: answers.licence_date,
    licence_category: answers.licence_category,
    ...(answers.document ? { document: answers.document.name } : {}),
  }
  const options = { params: { path: { id } }, body, bodySerializer: () => form }
  const { data } = first
    ? await api.POST('/3/insurance/condition/{id}/', options)
    : await api.PATCH('/3/insurance/condition/{id}/', options)
  return data!
}

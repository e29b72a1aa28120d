import { CAMPER_REQUIRED_DOCUMENTS } from '../../../domain/document-rules'
import type { NewDocumentRow } from '../../db/schema'

/** The document rows a new camper starts with, to upload from its documents tab (NEEDDOC until pages come). */
export const camperDocumentRows = (ownerId: number, camperId: number): NewDocumentRow[] =>
  CAMPER_REQUIRED_DOCUMENTS.map((required) => ({
    userId: ownerId,
    camperId,
    documentType: required.type,
    isMandatory: true,
    expirationDateMandatory: required.expirationDateMandatory,
  }))

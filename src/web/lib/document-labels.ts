import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DashboardStatus, DocumentType } from '../../domain/document-rules'

const TYPE_LABELS = {
  addr_proof: msg`Proof of address`,
  covid_proof: msg`Covid proof`,
  reg_proof: msg`Registration proof`,
  reg_association: msg`Association registration`,
  shareholder_decl: msg`Shareholder declaration`,
  id_proof: msg`Identity document`,
  ubo_declaration: msg`UBO declaration`,
  car_registr: msg`Vehicle registration`,
  car_proof_insu: msg`Vehicle insurance certificate`,
  driving_licen: msg`Driving licence`,
  MOT: msg`MOT certificate`,
  iban: msg`IBAN`,
  dvla: msg`DVLA check`,
  tax_identification_number: msg`Tax identification number`,
  rent_cont: msg`Rental contract`,
  detail_decl: msg`Detailed declaration`,
} satisfies Record<DocumentType, unknown>

const STATUS_LABELS = {
  NEEDDOC: msg`To upload`,
  ADDED: msg`Pages added`,
  VALIDATION_ASKED: msg`Validation asked`,
  VALIDATED: msg`Validated`,
  REFUSED: msg`Refused`,
  EXPIRED: msg`Expired`,
  EXPIRING_SOON: msg`Expiring soon`,
} satisfies Record<DashboardStatus, unknown>

export const documentTypeLabel = (i18n: I18n, type: DocumentType) => i18n._(TYPE_LABELS[type])
export const documentStatusLabel = (i18n: I18n, status: DashboardStatus) => i18n._(STATUS_LABELS[status])

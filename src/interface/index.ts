/**
 * The shared interface, browser-safe: constants and pure functions from the zod-free files, and only TYPES
 * from the schema files (`export type` is erased, so nothing here pulls zod into a bundle). The sandbox
 * imports the schemas from their own files (`./charge`, `./fraud-session`, `./list`, `./webhook`).
 */
export * from './errors';
export * from './envelopes';
export * from './limits';
export * from './charge-values';
export * from './sandbox-cards';
export * from './card-authentication';
export * from './idempotency';
export * from './paths';
export * from './rate-limit';
export * from './tax-id';
export type {
  BoletoCharge,
  BoletoChargeCreateRequest,
  BoletoPaymentFields,
  CardCharge,
  CardChargeCreateRequest,
  Charge,
  CreditCardChargeCreateRequest,
  DebitCardChargeCreateRequest,
  ChargeAddress,
  ChargeCreateRequest,
  ChargeSplitRule,
  PixCharge,
  PixChargeCreateRequest,
  PixPaymentFields,
} from './charge';
export type { FraudSessionCreateRequest, FraudSessionCreated } from './fraud-session';
export type { ListQuery, ListQueryOptions } from './list';
export type { ListParam } from './list-params';
export type { PostbackEndpoint, PostbackEndpointCreateRequest, PostbackEndpointCreated } from './webhook';
export * from './webhook-event';
export * from './cnae-mcc';
export * from './submerchant-document-types';
export * from './submerchant-review';
export * from './submerchant-state';
export type * from './submerchant-records';
export type { EntityType, SubmerchantCreateRequest, SubmerchantRegistration, SubmerchantCnae } from './submerchant';
export type {
  LegalRepresentativeRequest,
  PartnerRole,
  PartnerQualification,
  PartnerEntityType,
} from './submerchant-partner';
export type { SubmerchantDocumentCreateRequest } from './submerchant-document';
export type {
  SubmerchantAddressCreateRequest,
  SubmerchantAddressPatchRequest,
  AddressType,
} from './submerchant-address';
export type { SubmerchantRejectRequest } from './submerchant-controls';

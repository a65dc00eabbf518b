import type {
  InstallmentOption,
  InstallmentPlan,
  InstallmentQuote,
  InstallmentQuoteQuery,
} from '../../interface/installment-quote';
import { V1_ROUTES } from '../../interface/paths';
import type { ApiPromise } from '../api-promise';
import type { SignedHttp } from '../http';
import type { RequestOptions } from '../options';
import type { QueryParams } from '../url';

export type { InstallmentOption, InstallmentPlan, InstallmentQuote, InstallmentQuoteQuery };

/** The merchant's installment terms applied to an amount, as the buyer must see them before paying. */
export interface InstallmentsApi {
  /**
   * `GET /v1/installments`: one option per count offered for `amount` (sem juros, then with interest: the
   * installment, the total, the monthly rate and the CET), capped for the card's `brand` or `card_token`; a
   * `debit_card` gets 1× only. A charge with `payment_details.installments` is charged by the same numbers; send
   * the option's `total_amount` as `payment_details.installment_total` to have a changed total refused
   * (`INSTALLMENT_TOTAL_MISMATCH`) rather than charged.
   */
  quote(query: InstallmentQuoteQuery, options?: RequestOptions): ApiPromise<InstallmentQuote>;
}

export function createInstallmentsApi(http: SignedHttp): InstallmentsApi {
  return {
    quote: (query, options) =>
      http.call(() => ({
        method: 'GET',
        path: V1_ROUTES.installments,
        query: query as QueryParams,
        unwrap: 'data',
        options,
      })),
  };
}

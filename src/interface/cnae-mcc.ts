/**
 * CNAE (Brazilian activity code) → MCC (card-network merchant category code). The service resolves a
 * submerchant's mcc from its primary CNAE when the registration omits it; this is the sandbox's table of
 * common activities. Pure data and functions, no zod.
 */

/** A CNAE subclass: 7 digits, usually written `4711-3/02`. */
export const CNAE_LENGTH = 7;

/** `4711-3/02`, `4711.3.02`, `4711 302` → `4711302`; the result is a CNAE only when it is 7 digits. */
export function normalizeCnae(raw: string): string {
  return raw.replace(/[./\-\s]/g, '');
}

export function isCnaeCode(raw: string): boolean {
  return /^\d{7}$/.test(normalizeCnae(raw));
}

/** `4711302` → `4711-3/02`, the way CNAEs are printed on a CNPJ card. */
export function formatCnae(digits: string): string {
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5, 7)}`;
}

interface CnaeMccEntry {
  mcc: string;
  activity: string;
}

// Keys are normalised CNAE subclasses. Mappings follow how acquirers usually classify these activities.
export const CNAE_MCC_TABLE: Readonly<Record<string, CnaeMccEntry>> = {
  '4711301': { mcc: '5411', activity: 'Hypermarkets' },
  '4711302': { mcc: '5411', activity: 'Supermarkets' },
  '4712100': { mcc: '5499', activity: 'Grocery stores and convenience stores' },
  '4721102': { mcc: '5462', activity: 'Bakeries' },
  '4723700': { mcc: '5921', activity: 'Beverage stores' },
  '5611201': { mcc: '5812', activity: 'Restaurants' },
  '5611203': { mcc: '5814', activity: 'Snack bars and fast food' },
  '5611204': { mcc: '5813', activity: 'Bars' },
  '4781400': { mcc: '5651', activity: 'Clothing and accessories' },
  '4782201': { mcc: '5661', activity: 'Shoe stores' },
  '4783101': { mcc: '5944', activity: 'Jewellery stores' },
  '4772500': { mcc: '5977', activity: 'Cosmetics and perfume stores' },
  '4771701': { mcc: '5912', activity: 'Pharmacies' },
  '4774100': { mcc: '8043', activity: 'Opticians' },
  '4751201': { mcc: '5732', activity: 'Computer and electronics stores' },
  '4752100': { mcc: '4812', activity: 'Telephone and communication equipment' },
  '4753900': { mcc: '5722', activity: 'Household appliance stores' },
  '4754701': { mcc: '5712', activity: 'Furniture stores' },
  '4744005': { mcc: '5211', activity: 'Building materials' },
  '4761001': { mcc: '5942', activity: 'Book stores' },
  '4763601': { mcc: '5945', activity: 'Toy and game stores' },
  '4789004': { mcc: '5995', activity: 'Pet shops' },
  '4789099': { mcc: '5999', activity: 'Miscellaneous retail' },
  '4731800': { mcc: '5541', activity: 'Fuel stations' },
  '4520001': { mcc: '7538', activity: 'Automotive repair' },
  '4930201': { mcc: '4214', activity: 'Municipal road freight' },
  '4930202': { mcc: '4214', activity: 'Intercity and interstate road freight' },
  '5510801': { mcc: '7011', activity: 'Hotels' },
  '6201501': { mcc: '7372', activity: 'Custom software development' },
  '6202300': { mcc: '7372', activity: 'Customisable software licensing' },
  '6203100': { mcc: '7372', activity: 'Non-customisable software licensing' },
  '6204000': { mcc: '7379', activity: 'IT consulting' },
  '7311400': { mcc: '7311', activity: 'Advertising agencies' },
  '8593700': { mcc: '8299', activity: 'Language schools' },
  '8630503': { mcc: '8011', activity: 'Medical practices' },
  '8630504': { mcc: '8021', activity: 'Dental practices' },
  '9313100': { mcc: '7997', activity: 'Gyms and fitness' },
  '9602501': { mcc: '7230', activity: 'Hair and beauty salons' },
};

/** The MCC of one CNAE (any accepted spelling), or `null` when the table does not know it. */
export function mccForCnae(code: string): string | null {
  const key = normalizeCnae(code);
  return Object.hasOwn(CNAE_MCC_TABLE, key) ? CNAE_MCC_TABLE[key].mcc : null;
}

/**
 * The mcc the service derives from a registration's CNAEs: the primary CNAE's, or `null` when there is no
 * primary CNAE or the table does not know it (the submerchant then keeps an empty mcc).
 */
export function resolveMcc(
  cnaes: readonly { code: string; is_primary?: boolean | null }[] | null | undefined,
): string | null {
  const primary = cnaes?.find((cnae) => cnae.is_primary === true);
  return primary ? mccForCnae(primary.code) : null;
}

/**
 * The sandbox's test cards as a buyer types them. The numbers and outcomes are the sandbox's
 * (src/interface/sandbox-cards.ts): `approved` captures, `declined` fails with `card_declined`.
 */
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../interface/sandbox-cards';

export interface TestCard {
  /** Digits only; `buyer.fillCard` types them as they are. */
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvv: string;
  /** The holder's name. */
  name: string;
}

/** A date years ahead, so that the cards never expire while a suite lives. */
const EXPIRY = '12/34';
const HOLDER = 'ANA SOUZA';

const card = (number: string, cvv = '123'): TestCard => ({ number, expiry: EXPIRY, cvv, name: HOLDER });

export const cards = {
  /** Captured. */
  approved: card(TEST_CARDS.captured),
  /** Failed, `failure_reason: "card_declined"`. */
  declined: card(TEST_CARDS.failed),
  /** American Express (15 digits, 4-digit CVV): captured. */
  amex: card(TEST_CARDS.capturedAmex, '1234'),
  /** 3-D Secure: the buyer must confirm on the issuer's page (`buyer.authenticate`). */
  challenge: card(AUTHENTICATION_TEST_CARDS.challenge),
  /** 3-D Secure: authenticated with no challenge. */
  frictionless: card(AUTHENTICATION_TEST_CARDS.frictionless),
  /** 3-D Secure: not enrolled; `if_available` goes on without it, `required` and debit fail. */
  unenrolled: card(AUTHENTICATION_TEST_CARDS.unenrolled),
} as const satisfies Record<string, TestCard>;

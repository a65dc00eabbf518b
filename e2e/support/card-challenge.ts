/**
 * The 3-D Secure challenge as a buyer meets it on the demo store's transparent checkout, in any engine (through `Tab`):
 * the challenge test card paid in the page's own inputs, the element's dialog awaited with the issuer's page loaded in
 * it, and where each of their parts is drawn (`challengeLayout`).
 */
import { type Tab, valueOf } from './engines/tab';
import { type TypedCard } from './byte-log';
import { CARD_INPUT, PAY_BUTTON, SESSION_INPUT, UUID, until } from './journey';

export const CHALLENGE_DIALOG = 'pay-form dialog[data-pay-authentication]';
export const CHALLENGE_FRAME = `${CHALLENGE_DIALOG} iframe`;
/** The issuer page's two answers (the sandbox's page: src/sandbox/authentication/page.ts). */
export const BANK_ANSWERS = { confirm: 'button[value="succeeded"]', fail: 'button[value="failed"]' } as const;

/** The sandbox's card its issuer challenges (docs/sandbox.md, "3-D Secure and debit cards"). */
export const CHALLENGE_CARD: TypedCard = {
  number: '4000 0000 0000 3220',
  month: '07',
  year: '2031',
  cvv: '937',
  holder: 'MARIA C PEREIRA',
};

const SLOW = 15_000;

/** Opens the transparent checkout (its card in the page's own inputs) at `site`, once its fraud session is there. */
export async function openCardCheckout(tab: Tab, site: string, lang?: 'pt-BR'): Promise<void> {
  const query = new URLSearchParams({ card_fields: 'inputs', ...(lang && { lang }) });
  await tab.goto(`${site}/checkout/transparent?${query}`);
  await until(
    () => valueOf(tab, SESSION_INPUT),
    (id) => !!id && UUID.test(id),
  );
}

/** Types `card` in the page's inputs and presses Pay. */
export async function payWithCard(tab: Tab, card: TypedCard): Promise<void> {
  await tab.fill(CARD_INPUT.name, card.holder);
  await tab.fill(CARD_INPUT.number, card.number);
  await tab.fill(CARD_INPUT.month, card.month);
  await tab.fill(CARD_INPUT.year, card.year);
  await tab.fill(CARD_INPUT.cvv, card.cvv);
  await tab.click(PAY_BUTTON);
}

/** Waits until the dialog is open and the issuer's page in it shows its answers. */
export async function awaitIssuerPage(tab: Tab): Promise<void> {
  await until(
    () => tab.evaluate((selector) => !!document.querySelector<HTMLDialogElement>(selector)?.open, CHALLENGE_DIALOG),
    (open) => open,
    SLOW,
  );
  await until(
    () =>
      tab
        .evaluateInFrame(CHALLENGE_FRAME, (selector) => !!document.querySelector(selector), BANK_ANSWERS.fail)
        .catch(() => false),
    (shown) => shown,
    SLOW,
  );
}

/** A box in the top page's viewport coordinates (CSS px). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the challenge's parts are drawn, as the buyer sees them without scrolling anything. */
export interface ChallengeLayout {
  viewport: { width: number; height: number };
  /** The part of the frame the buyer sees: its content box, cut by the dialog's box and the viewport. */
  frameVisible: Box;
  /** The element's Cancel. */
  cancel: Box;
  /** Each answer of the issuer's page, where it is drawn with the frame and its page unscrolled. */
  answers: Box[];
  /** Whether the dialog holds more than it shows (its frame or Cancel reached only by scrolling it). */
  dialogOverflows: boolean;
  /** Whether the issuer's page is wider than its frame (a sideways scroll inside the frame). */
  frameOverflowsSideways: boolean;
}

/** Reads where the dialog's frame and Cancel, and the issuer page's answers, are drawn. */
export async function challengeLayout(tab: Tab): Promise<ChallengeLayout> {
  const top = await tab.evaluate((selector) => {
    const dialog = document.querySelector<HTMLDialogElement>(selector);
    const frame = dialog?.querySelector('iframe');
    const cancel = dialog?.querySelector('button');
    if (!dialog || !frame || !cancel) throw new Error('no challenge dialog with a frame and a button');
    const box = (rect: DOMRect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const frameRect = frame.getBoundingClientRect();
    const dialogRect = dialog.getBoundingClientRect();
    return {
      viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      frameContent: {
        left: frameRect.left + frame.clientLeft,
        top: frameRect.top + frame.clientTop,
        right: frameRect.left + frame.clientLeft + frame.clientWidth,
        bottom: frameRect.top + frame.clientTop + frame.clientHeight,
      },
      dialogContent: {
        left: dialogRect.left + dialog.clientLeft,
        top: dialogRect.top + dialog.clientTop,
        right: dialogRect.left + dialog.clientLeft + dialog.clientWidth,
        bottom: dialogRect.top + dialog.clientTop + dialog.clientHeight,
      },
      cancel: box(cancel.getBoundingClientRect()),
      dialogOverflows: dialog.scrollHeight > dialog.clientHeight || dialog.scrollWidth > dialog.clientWidth,
    };
  }, CHALLENGE_DIALOG);
  const inner = await tab.evaluateInFrame(
    CHALLENGE_FRAME,
    (selector) => {
      const page = document.scrollingElement ?? document.documentElement;
      // Where each answer is with the page unscrolled, whatever its scroll now.
      return {
        answers: [...document.querySelectorAll(selector)].map((button) => {
          const rect = button.getBoundingClientRect();
          return {
            left: rect.left + page.scrollLeft,
            top: rect.top + page.scrollTop,
            right: rect.right + page.scrollLeft,
            bottom: rect.bottom + page.scrollTop,
          };
        }),
        overflowsSideways: page.scrollWidth > page.clientWidth,
      };
    },
    `${BANK_ANSWERS.confirm}, ${BANK_ANSWERS.fail}`,
  );
  const { frameContent, dialogContent, viewport } = top;
  const frameVisible = {
    left: Math.max(frameContent.left, dialogContent.left, 0),
    top: Math.max(frameContent.top, dialogContent.top, 0),
    right: Math.min(frameContent.right, dialogContent.right, viewport.width),
    bottom: Math.min(frameContent.bottom, dialogContent.bottom, viewport.height),
  };
  const answers = inner.answers.map((answer) => ({
    left: frameContent.left + answer.left,
    top: frameContent.top + answer.top,
    right: frameContent.left + answer.right,
    bottom: frameContent.top + answer.bottom,
  }));
  return {
    viewport,
    frameVisible,
    cancel: top.cancel,
    answers,
    dialogOverflows: top.dialogOverflows,
    frameOverflowsSideways: inner.overflowsSideways,
  };
}

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
export const within = (inner: Box, outer: Box): boolean =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** The smallest box holding every box of `boxes`. */
export const around = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((box) => box.left)),
  top: Math.min(...boxes.map((box) => box.top)),
  right: Math.max(...boxes.map((box) => box.right)),
  bottom: Math.max(...boxes.map((box) => box.bottom)),
});

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

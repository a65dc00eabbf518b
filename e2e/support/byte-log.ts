/**
 * Every byte a browser sends to the merchant's site, exactly as it went over the wire (request lines, headers, bodies):
 * a TCP relay in front of the rig's site, so that the rig and the demo store answer as usual. A journey opens its pages
 * on the relay's address; what the browser sends to the payment service (fraud session, card token) goes to the
 * service's own origin and never passes here — which is the point: this is all the merchant's systems received.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface ByteLog {
  /** The merchant site's address through the relay, e.g. `http://localhost:41234`. */
  site: string;
  /** Everything received so far, as text (latin1: one character per byte, nothing lost). */
  text(): string;
  close(): Promise<void>;
}

export async function startByteLog(target: string): Promise<ByteLog> {
  const { hostname, port } = new URL(target);
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const relay = createServer((browser) => {
    const site = connect(Number(port), hostname);
    track(browser);
    track(site);
    browser.on('data', (chunk: Buffer) => chunks.push(chunk));
    browser.pipe(site).pipe(browser);
    browser.on('error', () => site.destroy());
    site.on('error', () => browser.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    relay.once('error', reject);
    relay.listen(0, hostname, resolve);
  });
  return {
    site: `http://${hostname}:${(relay.address() as AddressInfo).port}`,
    text: () => Buffer.concat(chunks).toString('latin1'),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => relay.close(done));
    },
  };
}

/** A card as a journey types it, to look for afterwards. */
export interface TypedCard {
  number: string;
  month: string;
  year: string;
  cvv: string;
  holder: string;
}

// Values that are random or counted, and may hold any short run of digits by chance: set aside before the search.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const CONTENT_LENGTH = /^content-length: *\d+/gim;
const CARD_TOKEN = /tok_[A-Za-z0-9_]+/g;
const PORT = /(localhost|127\.0\.0\.1):\d+/g;

/**
 * The card data found in `log`, as readable findings (empty when none): the number's digits (whole, or grouped by
 * spaces, dashes or dots), the CVV, the expiry year and `MM/YY`, the holder name, and the card fields' usual names.
 */
export function cardDataIn(log: string, card: TypedCard): string[] {
  const searchable = log
    .replace(UUID, '<uuid>')
    .replace(CONTENT_LENGTH, 'content-length: <n>')
    .replace(CARD_TOKEN, '<token>')
    .replace(PORT, '$1:<port>');
  const digits = card.number.replace(/\D/g, '');
  const grouped = new RegExp(digits.split('').join('(?:[\\s.+-]|%20)*'));
  const findings: [string, boolean][] = [
    [`card number ${digits}`, grouped.test(searchable)],
    [`CVV ${card.cvv}`, searchable.includes(card.cvv)],
    [`expiry year ${card.year}`, searchable.includes(card.year)],
    [`expiry ${card.month}/${card.year.slice(-2)}`, searchable.includes(`${card.month}/${card.year.slice(-2)}`)],
    [
      `holder name ${card.holder}`,
      searchable.includes(card.holder) || searchable.includes(card.holder.replace(/ /g, '+')),
    ],
    [
      'a card field name (number, cvv, exp_month, exp_year)',
      /"(number|cvv|cvc|exp_month|exp_year)"\s*:|[?&](number|cvv|cvc|exp_month|exp_year)=/i.test(searchable),
    ],
  ];
  return findings.filter(([, found]) => found).map(([what]) => what);
}

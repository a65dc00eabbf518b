/**
 * `npm run sandbox`: the sandbox alone. PORT (default 4010) and HOST (default 127.0.0.1).
 */
import { groupCardNumber } from '../interface/card-display';
import { AUTHENTICATION_TEST_CARDS, TEST_CARDS } from '../interface/sandbox-cards';
import { DEFAULT_SANDBOX_HOST, DEFAULT_SANDBOX_PORT, SEEDED_MERCHANTS, startSandbox } from './index';

/** The test cards the banner names (docs/sandbox.md has them all). */
const BANNER_CARDS: readonly [string, string][] = [
  [TEST_CARDS.captured, 'approved'],
  [TEST_CARDS.failed, 'declined'],
  [AUTHENTICATION_TEST_CARDS.challenge, '3-D Secure: the buyer confirms on the issuer’s page'],
  [TEST_CARDS.capturedAmex, 'American Express, 4-digit code: approved'],
];

function portFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SANDBOX_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a whole number between 0 and 65535; got "${raw}".`);
    process.exit(1);
  }
  return port;
}

const sandbox = await startSandbox({
  port: portFromEnv(process.env.PORT),
  host: process.env.HOST || DEFAULT_SANDBOX_HOST,
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    `The sandbox could not start: ${error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message}`,
  );
  process.exit(1);
});

console.log(`pay-checkout sandbox listening on ${sandbox.url}`);
console.log('Seeded merchants (public key / secret key):');
for (const merchant of SEEDED_MERCHANTS) {
  const traits = [
    merchant.hostedCardFlow ? 'hosted card flow' : 'no hosted card flow',
    merchant.fraudAnalysisMandatory ? 'fraud analysis mandatory' : 'fraud analysis optional',
  ];
  console.log(`  ${merchant.publicKey} / ${merchant.secretKey}  (${traits.join(', ')})`);
}
console.log('Test cards (any future expiry, any security code; docs/sandbox.md has the rest):');
for (const [number, outcome] of BANNER_CARDS) console.log(`  ${groupCardNumber(number)}  ${outcome}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} received, stopping the sandbox.`);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

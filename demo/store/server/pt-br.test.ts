// Every page of the store in Portuguese (`?lang=pt-BR`) is Portuguese throughout: navigation, texts, cart, states, and
// typographic quotes rather than straight ones.
import { describe, expect, it } from 'vitest';
import { englishOnly, ENGLISH_WORDS, phrasesIn, visibleText } from '../../test-english';
import { useSandbox } from '../../test-sandbox';
import { siteText } from '../../shared/site-text';
import { checkoutText } from '../text/checkout';
import { checkoutResultText } from '../text/checkout-result';
import { pagesText } from '../text/pages';
import { returnText } from '../text/return';
import { sandboxClients } from './merchants';
import { storeRoutes } from './routes';
import { StoreWebhooks } from './webhooks';

const sandbox = useSandbox();

const ENGLISH = new Set<string>();
for (const table of [siteText, checkoutText, checkoutResultText, pagesText, returnText])
  englishOnly(table('en'), table('pt-BR'), ENGLISH);

async function ptBrPages(): Promise<Record<string, string>> {
  const webhooks = new StoreWebhooks({
    clientFor: sandboxClients(sandbox.current.url).clientFor,
    receiverOrigin: 'http://127.0.0.1:9',
    log: () => undefined,
  });
  const store = storeRoutes({
    clients: sandboxClients(sandbox.current.url),
    storeOrigin: 'http://localhost:5173',
    webhooks,
  });
  const text = async (reply: Response | Promise<Response>) => (await reply).text();
  const form = (path: string, fields: Record<string, string>) =>
    store.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const pages: Record<string, string> = {};
  for (const path of ['/', '/script-tag', '/spa', '/checkout/hosted', '/checkout/transparent', '/return']) {
    pages[path] = await text(store.request(`${path}?lang=pt-BR`));
  }
  pages['/return (unknown charge)'] = await text(
    store.request('/return?lang=pt-BR&charge_id=00000000-0000-4000-8000-000000000000&status=captured'),
  );
  pages['/order'] = await text(form('/order', { 'customer.name': 'Ana Souza', lang: 'pt-BR' }));
  pages['/api/checkout (not started)'] = await text(
    form('/api/checkout/nohosted', { 'customer.name': 'Ana Souza', card_flow: 'hosted', lang: 'pt-BR' }),
  );
  return pages;
}

describe('the store in Portuguese', () => {
  it('shows none of its English texts and no common English word on any page', async () => {
    expect(ENGLISH.size).toBeGreaterThan(50);
    for (const [path, page] of Object.entries(await ptBrPages())) {
      expect(page, path).toContain('<html lang="pt-BR">');
      const shown = visibleText(page);
      const english = phrasesIn(shown, ENGLISH);
      expect(english, path).toEqual([]);
      expect(phrasesIn(shown, ENGLISH_WORDS), path).toEqual([]);
    }
  });

  it('uses typographic quotes in Portuguese prose, never straight ones', async () => {
    for (const [path, page] of Object.entries(await ptBrPages())) {
      expect(visibleText(page), path).not.toMatch(/["']/);
    }
    const prose = [
      ...englishOnly(checkoutText('pt-BR'), {}),
      ...englishOnly(pagesText('pt-BR').received, {}),
      ...englishOnly(returnText('pt-BR'), {}),
    ];
    expect(prose.filter((sentence) => /["']/.test(sentence))).toEqual([]);
  });
});

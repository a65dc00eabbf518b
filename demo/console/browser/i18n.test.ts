// @vitest-environment happy-dom
// The console's language: one language per message box, kept across reloads, and the service's English not mixed in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError } from './api';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  history.replaceState(null, '', '/console#/charges');
  document.documentElement.lang = 'en';
});

const load = async () => ({ ...(await import('./i18n')), ...(await import('./error-text')) });

describe('console language', () => {
  it('keeps the choice in storage and in the address, and finds it again on the next load', async () => {
    const first = await load();
    first.setLocale('pt-BR');
    expect(localStorage.getItem(first.LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(location.search).toBe('?lang=pt-BR');
    expect(location.hash).toBe('#/charges');
    expect(document.documentElement.lang).toBe('pt-BR');

    // A reload without ?lang= (a bookmark): the stored choice.
    history.replaceState(null, '', '/console');
    document.documentElement.lang = 'en';
    vi.resetModules();
    const reloaded = await load();
    expect(reloaded.locale()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('takes ?lang= before the stored choice', async () => {
    localStorage.setItem('pay-checkout-demo:console-lang', 'pt-BR');
    history.replaceState(null, '', '/console?lang=en');
    expect((await load()).locale()).toBe('en');
  });

  it('words an announcement in the language current when it is shown', async () => {
    const { say, setLocale } = await load();
    const line = (words: import('./i18n').Messages) => words.pageOf(1, 2, 12, words.chargesNoun);
    expect(say(line)).toBe('Page 1 of 2 · 12 charges');
    setLocale('pt-BR');
    expect(say(line)).toBe('Página 1 de 2 · 12 cobranças');
  });
});

describe('error texts', () => {
  const incomplete = new ConsoleError(
    422,
    'REGISTRATION_INCOMPLETE',
    'The registration is incomplete; see details for each missing item.',
    [
      { field: 'documents.cnpj_card', message: 'company document cnpj_card is missing' },
      {
        field: 'legal_representatives.x.documents.partner_front_id',
        message: "partner Ana's document partner_front_id was rejected: check the reason and send it again",
      },
      { field: 'addresses', message: 'at least one address is required' },
      { field: 'mcc', message: 'some rule the console does not know' },
    ],
  );

  it('in English: the service’s own message and details', async () => {
    const { errorMessage, detailText } = await load();
    expect(errorMessage(incomplete)).toBe('The registration is incomplete; see details for each missing item.');
    // The document type in words, not its code.
    expect(detailText(incomplete.details[0])).toEqual({ text: 'company document “CNPJ registration card” is missing' });
  });

  it('names a field path in words, in either language, and says nothing for the whole request', async () => {
    const { fieldWords, setLocale } = await load();
    expect(fieldWords('documents.cnpj_card')).toBe('CNPJ registration card');
    expect(fieldWords('legal_representatives')).toBe('Partners (legal representatives)');
    expect(fieldWords('cnaes.0.code')).toBe('CNAE 1');
    expect(fieldWords('(root)')).toBe('');
    setLocale('pt-BR');
    expect(fieldWords('legal_representatives.7f1c.documents.partner_front_id')).toBe(
      'Sócios (representantes legais) · Documento do sócio, frente',
    );
    expect(fieldWords('addresses')).toBe('Endereços');
  });

  it('in Portuguese: the code and each detail’s rule in Portuguese, and unknown words quoted apart, never mixed in', async () => {
    const { errorMessage, detailText, setLocale } = await load();
    setLocale('pt-BR');
    expect(errorMessage(incomplete)).toBe('O cadastro está incompleto: veja abaixo o que falta.');
    expect(incomplete.details.map(detailText)).toEqual([
      { text: 'o documento da empresa “Cartão CNPJ” falta' },
      { text: 'o documento “Documento do sócio, frente” do sócio Ana foi reprovado: confira o motivo e envie de novo' },
      { text: 'é preciso ao menos um endereço' },
      { text: 'não foi aceito', original: 'some rule the console does not know' },
    ]);
    expect(errorMessage(new ConsoleError(422, 'SOMETHING_NEW', 'A new English message.'))).toBe(
      'O serviço recusou o pedido.',
    );
  });

  it('words the console’s own network failure in the language current when shown, not the one it happened in', async () => {
    const { errorMessage, setLocale, t } = await load();
    const failure = new ConsoleError(0, 'NETWORK_ERROR', t().networkError);
    setLocale('pt-BR');
    expect(errorMessage(failure)).toMatch(/^Não foi possível falar com o back end do console/);
  });
});

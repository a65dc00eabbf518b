// What the store's other pages say (home, script tag, SPA, the order the script-tag form posted), in English and
// Brazilian Portuguese (`?lang=pt-BR`). The fraud-session panel's script reads its words from here too.
import type { Lang } from '../../shared/lang';

/** A sentence with code in it: the parts at odd positions are code (shown in `<code>`), the others prose. */
export type Parts = readonly string[];

/** The test cards the home page names, as a buyer types them. */
export interface HomeTestCards {
  captured: string;
  failed: string;
  challenge: string;
  amex: string;
}

const en = {
  home: {
    title: 'Home',
    heading: 'pay-checkout demo store',
    intro: (sandboxUrl: string): Parts => [
      `Everything on this site talks to the local sandbox at `,
      sandboxUrl,
      ` — another origin, as the real service would be. Every page is served under a strict Content-Security-Policy with Trusted Types.`,
    ],
    cards: {
      scriptTag: ['One ', '<script>', ' tag: a fraud session at page load, its id in the form.'],
      spa: ['', "import { createFraudSession } from 'pay-checkout'"],
      hosted: ['', '<pay-form card-flow="hosted">', ': the buyer types the card on the service’s page.'],
      transparent: ['', '<pay-form>', ' with a test card.'],
      console: ['Submerchants, charges and the webhook endpoint, through ', 'pay-checkout/client', '.'],
    } as Record<'scriptTag' | 'spa' | 'hosted' | 'transparent' | 'console', Parts>,
    merchants: 'Seeded merchants',
    columns: ['public key', 'secret key', 'hosted card flow', 'fraud analysis'],
    enabled: 'enabled',
    notEnabled: 'not enabled',
    optional: 'optional',
    mandatory: 'mandatory',
    testCards: (cards: HomeTestCards): Parts => [
      `Test cards: `,
      cards.captured,
      ` is captured, `,
      cards.failed,
      ` fails, `,
      cards.challenge,
      ` asks the buyer to confirm with their bank (3-D Secure), and the American Express `,
      cards.amex,
      ` (a 4-digit code) is captured.`,
    ],
  },
  scriptTag: {
    title: 'Script tag',
    yourOrder: 'Your order',
    name: 'Name',
    email: 'E-mail',
    sessionField: 'Fraud session id (filled by the script)',
    placeOrder: 'Place order',
  },
  spa: { title: 'SPA (ES module)' },
  panel: {
    title: 'Fraud session',
    sessionId: 'session id',
    expiresIn: 'expires in',
    expiresAt: 'expires at',
    waiting: 'waiting…',
    browserData: 'Browser data sent',
    consume: 'Mark used (consume) and get a new one',
    expired: 'expired',
    notFound: '(not found: the session goes on without it)',
    renewing: 'getting a new one…',
    scriptMissing: 'The pay-checkout script did not load.',
    noSession: (why: string) => `No fraud session (${why}). The checkout still works without it.`,
  },
  received: {
    title: 'Order received',
    heading: 'What your back end received',
    name: 'Name',
    email: 'E-mail',
    none: '(none: the script had not got a session yet)',
    withSession:
      'The script wrote the session id into the form, and the form carried it here. Your back end sends it as fraud_session_id with the charge (POST /v1/charges); the service accepts each id once.',
    withoutSession:
      'The order went on without a fraud session, as the service allows for merchants whose fraud analysis is optional.',
    back: 'Back to the script-tag page',
    backWhy: ' (it gets a new session id at once: this one is used up)',
  },
};

export type PagesText = typeof en;

const ptBR: PagesText = {
  home: {
    title: 'Início',
    heading: 'Loja de demonstração do pay-checkout',
    intro: (sandboxUrl) => [
      `Tudo neste site fala com o sandbox local em `,
      sandboxUrl,
      ` — outra origem, como seria o serviço real. Cada página é servida sob uma Content-Security-Policy estrita, com Trusted Types.`,
    ],
    cards: {
      scriptTag: ['Uma tag ', '<script>', ': uma sessão antifraude ao abrir a página, o código dela no formulário.'],
      spa: ['', "import { createFraudSession } from 'pay-checkout'"],
      hosted: ['', '<pay-form card-flow="hosted">', ': o comprador digita o cartão na página do serviço.'],
      transparent: ['', '<pay-form>', ' com um cartão de teste.'],
      console: ['Subcontas, cobranças e o endpoint de webhooks, por meio de ', 'pay-checkout/client', '.'],
    },
    merchants: 'Lojistas de exemplo',
    columns: ['chave pública', 'chave secreta', 'cartão na página do serviço', 'análise antifraude'],
    enabled: 'ativado',
    notEnabled: 'desativado',
    optional: 'opcional',
    mandatory: 'obrigatória',
    testCards: (cards) => [
      `Cartões de teste: `,
      cards.captured,
      ` é aprovado, `,
      cards.failed,
      ` é recusado, `,
      cards.challenge,
      ` pede a confirmação do banco do comprador (3-D Secure), e o American Express `,
      cards.amex,
      ` (código de 4 dígitos) é aprovado.`,
    ],
  },
  scriptTag: {
    title: 'Tag de script',
    yourOrder: 'Seu pedido',
    name: 'Nome',
    email: 'E-mail',
    sessionField: 'Código da sessão antifraude (preenchido pelo script)',
    placeOrder: 'Fazer pedido',
  },
  spa: { title: 'SPA (módulo ES)' },
  panel: {
    title: 'Sessão antifraude',
    sessionId: 'código da sessão',
    expiresIn: 'expira em',
    expiresAt: 'expira às',
    waiting: 'aguardando…',
    browserData: 'Dados do navegador enviados',
    consume: 'Marcar como usada e obter outra',
    expired: 'expirada',
    notFound: '(não encontrado: a sessão segue sem ele)',
    renewing: 'obtendo outra…',
    scriptMissing: 'O script do pay-checkout não carregou.',
    noSession: (why) => `Sem sessão antifraude (${why}). O checkout funciona mesmo assim.`,
  },
  received: {
    title: 'Pedido recebido',
    heading: 'O que o seu back end recebeu',
    name: 'Nome',
    email: 'E-mail',
    none: '(nenhum: o script ainda não tinha obtido uma sessão)',
    withSession:
      'O script escreveu o código da sessão no formulário, e o formulário o trouxe até aqui. O seu back end o envia como fraud_session_id com a cobrança (POST /v1/charges); o serviço aceita cada código uma vez.',
    withoutSession:
      'O pedido seguiu sem sessão antifraude, como o serviço permite a lojistas para quem a análise antifraude é opcional.',
    back: 'Voltar à página da tag de script',
    backWhy: ' (ela obtém outro código de sessão na hora: este já foi usado)',
  },
};

export const pagesText = (lang: Lang): PagesText => (lang === 'pt-BR' ? ptBR : en);

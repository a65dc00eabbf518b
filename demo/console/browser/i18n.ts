// The console's texts, bundled: English and Brazilian Portuguese. The default comes from <html lang>; the switch
// changes it for every component at once (they re-render on `onLocaleChange`).
import { webhookTexts } from './i18n-webhooks';

export type Locale = 'en' | 'pt-BR';
export const LOCALES: readonly Locale[] = ['en', 'pt-BR'];

const en = {
  title: 'Merchant console',
  intro: 'Runs against the local sandbox through this store’s own back end: the secret key never reaches the browser.',
  language: 'Language',
  sections: 'Console sections',
  navSubmerchants: 'Submerchants',
  navCharges: 'Charges',
  loading: 'Loading…',
  saving: 'Saving…',
  retry: 'Try again',
  cancel: 'Cancel',
  delete: 'Delete',
  optional: 'optional',
  required: 'required',
  yes: 'Yes',
  no: 'No',
  none: '—',
  errorTitle: 'That did not work',
  fixFields: 'Check the fields marked below.',
  // What a refusal says in this language, by its error code (English uses the service's own message instead).
  errorCodes: {} as Record<string, string>,
  errorUnknown: 'The service refused the request.',
  detailUnknown: 'was not accepted',
  serviceSaid: 'the service said, in English:',
  networkError: 'The console’s back end could not be reached. Check your connection and try again.',
  unreadable: 'The console’s back end sent an unreadable reply.',
  // lists
  search: 'Search',
  status: 'Status',
  anyStatus: 'Any status',
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  perPage: 'Per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // `noun`: [one, other], picked by the total ("1 charge", "0 charges").
  pageOf: (page: number, pages: number, total: number, noun: readonly [string, string]) =>
    `Page ${page} of ${Math.max(pages, 1)} · ${total} ${noun[total === 1 ? 0 : 1]}`,
  pagination: 'Pagination',
  created: 'Created',
  // submerchants
  submerchants: 'Submerchants',
  submerchantsNoun: ['submerchant', 'submerchants'] as readonly [string, string],
  newSubmerchant: 'New submerchant',
  noSubmerchants: 'No submerchants match these filters.',
  searchSubmerchantsHint: 'Legal name, trade name, e-mail or tax ID',
  legalName: 'Legal name',
  fullName: 'Full name',
  tradeName: 'Trade name',
  entityType: 'Entity type',
  pj: 'Company (pj)',
  pf: 'Individual (pf)',
  taxId: 'Tax ID',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Phone',
  businessType: 'Business type',
  productCategories: 'Product categories',
  productCategoriesHint: 'Separated by commas',
  averageTicket: 'Average ticket (cents)',
  monthlyRevenue: 'Monthly revenue (cents)',
  mcc: 'MCC',
  mccHint: '4 digits; left empty, it is resolved from the primary CNAE',
  cnaes: 'CNAEs (activities)',
  cnaeCode: (n: number) => `CNAE ${n} code`,
  cnaeDescription: (n: number) => `CNAE ${n} description`,
  cnaePrimary: (n: number) => `CNAE ${n} is the primary activity`,
  birthDate: 'Birth date',
  motherName: 'Mother’s name',
  exampleValues: 'Example values are filled in, with valid check digits, so you can click through.',
  createSubmerchant: 'Create submerchant',
  submerchantCreated: (name: string) => `Submerchant ${name} created.`,
  backToList: 'Back to the list',
  statusNames: { pending: 'Pending', pending_review: 'Under review', active: 'Active', rejected: 'Rejected', approved: 'Approved', expired: 'Expired', captured: 'Captured', failed: 'Failed', succeeded: 'Succeeded', disabled: 'Disabled' } as Record<string, string>,
  submerchantStatus: 'Submerchant status',
  statusLine: (status: string) => `Status: ${status}`,
  rejectionReason: 'Rejection reason',
  editLocked: 'The registration cannot change now: under review it is frozen, and a rejected one needs “Request resubmission” first.',
  // review
  review: 'Review',
  submitForReview: 'Submit for review',
  submitted: 'Submitted for review.',
  sandboxOperator: 'Sandbox: play the operator',
  approve: 'Approve',
  approved: 'Approved: the submerchant is active.',
  rejectReason: 'Reason for the rejection',
  reject: 'Reject',
  rejected: 'Rejected.',
  requestResubmission: 'Request resubmission',
  resubmissionRequested: 'Back to pending: change the registration and submit it again.',
  activeNote: 'Active: charges can be made on behalf of this submerchant.',
  pendingReviewNote: 'Waiting for the operator’s decision.',
  // partners
  partners: 'Partners (legal representatives)',
  noPartners: 'No partners yet. A company needs at least one before review.',
  partnerName: 'Partner name',
  document: 'Document (CPF or CNPJ)',
  partnerEntityType: 'Partner entity type',
  partnerPf: 'Person (pf)',
  partnerPj: 'Company (pj)',
  partnerLegalName: 'Company legal name',
  role: 'Role',
  qualification: 'Qualification',
  participation: 'Participation (%)',
  isAdmin: 'Account administrator',
  savePartner: 'Save partner',
  upsertHint: 'Saving a document that already exists updates that partner.',
  partnerAdded: (name: string) => `Partner ${name} added.`,
  partnerUpdated: (name: string) => `Partner ${name} updated.`,
  deletePartner: (name: string) => `Delete partner ${name}`,
  partnerDeleted: (name: string, docs: number) => `Partner ${name} deleted, with ${docs} document(s).`,
  roles: { legal_representative: 'Legal representative', individual_owner: 'Individual owner', corporate_owner: 'Corporate owner', admin: 'Admin' } as Record<string, string>,
  // documents
  documents: 'Documents',
  noDocuments: 'No documents yet.',
  documentType: 'Document type',
  companyDocuments: 'Company documents',
  partnerDocuments: 'Partner documents (one set per partner)',
  individualDocuments: 'Individual documents',
  partner: 'Partner',
  choosePartner: 'Choose a partner',
  addPartnerFirst: 'Add a partner first: partner documents belong to one.',
  documentNumber: 'Document number',
  fileUrl: 'File URL',
  fileName: 'File name',
  fileSize: 'File size (bytes)',
  mimeType: 'File type',
  expiresAt: 'Expires on',
  notes: 'Notes',
  addDocument: 'Send document',
  documentAdded: (type: string) => `Document ${type} sent.`,
  documentFileHint: 'You host the file; the service stores its URL.',
  replacedAt: 'Replaced',
  current: 'Current',
  fillDocuments: 'Fill required documents (demo shortcut)',
  fillDocumentsHint: 'Demo shortcut: sends example file URLs for every required document still missing.',
  documentsFilled: (n: number) => (n === 0 ? 'Nothing was missing.' : `${n} example document(s) sent.`),
  documentTypes: {
    social_contract: 'Articles of association',
    contract_amendment: 'Latest contract amendment',
    cnpj_card: 'CNPJ registration card',
    proof_of_residence_company: 'Company address proof',
    partner_front_id: 'Partner ID, front',
    partner_back_id: 'Partner ID, back',
    partner_selfie_with_id: 'Partner selfie with ID',
    partner_proof_of_residence: 'Partner residence proof',
    front_id: 'ID, front',
    back_id: 'ID, back',
    selfie_with_id: 'Selfie with ID',
    proof_of_residence: 'Residence proof',
  } as Record<string, string>,
  // addresses
  addresses: 'Addresses',
  noAddresses: 'No addresses yet.',
  addressType: 'Address type',
  addressTypes: { billing: 'Billing', shipping: 'Shipping', both: 'Billing and shipping' } as Record<string, string>,
  street: 'Street',
  number: 'Number',
  complement: 'Complement',
  neighborhood: 'Neighborhood',
  city: 'City',
  state: 'State (UF)',
  zipCode: 'ZIP code (CEP)',
  country: 'Country',
  isPrimary: 'Primary address',
  primary: 'Primary',
  addAddress: 'Add address',
  addressAdded: 'Address added.',
  editAddress: (n: number) => `Edit address ${n}`,
  deleteAddress: (n: number) => `Delete address ${n}`,
  saveAddress: 'Save changes',
  addressUpdated: 'Address updated.',
  addressDeleted: 'Address deleted.',
  nothingChanged: 'Nothing changed.',
  editingAddress: (n: number) => `Editing address ${n}: only the fields you change are sent.`,
  // charges
  charges: 'Charges',
  chargesNoun: ['charge', 'charges'] as readonly [string, string],
  noCharges: 'No charges match these filters.',
  searchChargesHint: 'Charge ID, customer name or e-mail',
  dateFrom: 'From (UTC day)',
  dateTo: 'To (UTC day)',
  chargeId: 'Charge ID',
  customer: 'Customer',
  amount: 'Amount',
  failureReason: 'Failure reason',
  demoCharges: 'Demo charges',
  demoChargesHint: 'Creates test charges through the back end: odd ones with the card that is captured, even ones with the card that fails.',
  customerName: 'Customer name',
  howMany: 'How many (1–10)',
  createDemoCharges: 'Create demo charges',
  demoChargesCreated: (n: number) => `${n} demo charge(s) created.`,
  updated: 'Updated',
  id: 'ID',
  ...webhookTexts.en,
};

export type Messages = typeof en;

const ptBR: Messages = {
  title: 'Console do lojista',
  intro: 'Funciona com o sandbox local através do back end desta loja: a chave secreta nunca chega ao navegador.',
  language: 'Idioma',
  sections: 'Seções do console',
  navSubmerchants: 'Subcontas',
  navCharges: 'Cobranças',
  loading: 'Carregando…',
  saving: 'Salvando…',
  retry: 'Tentar de novo',
  cancel: 'Cancelar',
  delete: 'Excluir',
  optional: 'opcional',
  required: 'obrigatório',
  yes: 'Sim',
  no: 'Não',
  none: '—',
  errorTitle: 'Não deu certo',
  fixFields: 'Confira os campos marcados abaixo.',
  errorCodes: {
    INVALID_JSON: 'O pedido não pôde ser lido.',
    UNAUTHORIZED: 'A chave da loja não foi aceita pelo serviço.',
    FORBIDDEN: 'O console aceita mudanças só das próprias páginas.',
    NOT_FOUND: 'Não encontrado: confira o identificador.',
    METHOD_NOT_ALLOWED: 'Esta operação não é permitida aqui.',
    INVALID_STATE: 'Não é possível fazer isso na situação atual do cadastro.',
    PAYLOAD_TOO_LARGE: 'O pedido é grande demais.',
    UNSUPPORTED_MEDIA_TYPE: 'O pedido foi enviado num formato que o console não lê.',
    VALIDATION_ERROR: 'Alguns campos não foram aceitos.',
    LEGAL_REPRESENTATIVE_REQUIRED: 'Uma pessoa jurídica precisa de ao menos um sócio antes da análise.',
    REGISTRATION_INCOMPLETE: 'O cadastro está incompleto: veja abaixo o que falta.',
    RATE_LIMIT_EXCEEDED: 'Muitos pedidos em pouco tempo. Espere um pouco e tente de novo.',
    INTERNAL_ERROR: 'Algo deu errado no serviço. Tente de novo.',
    MISDIRECTED_REQUEST: 'Este endereço não é o da loja.',
    TIMEOUT: 'O serviço demorou demais para responder. Tente de novo.',
  },
  errorUnknown: 'O serviço recusou o pedido.',
  detailUnknown: 'não foi aceito',
  serviceSaid: 'o serviço disse, em inglês:',
  networkError: 'Não foi possível falar com o back end do console. Verifique sua conexão e tente de novo.',
  unreadable: 'O back end do console enviou uma resposta ilegível.',
  search: 'Buscar',
  status: 'Situação',
  anyStatus: 'Qualquer situação',
  applyFilters: 'Aplicar filtros',
  clearFilters: 'Limpar filtros',
  perPage: 'Por página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pageOf: (page, pages, total, noun) => `Página ${page} de ${Math.max(pages, 1)} · ${total} ${noun[total === 1 ? 0 : 1]}`,
  pagination: 'Paginação',
  created: 'Criado em',
  submerchants: 'Subcontas',
  submerchantsNoun: ['subconta', 'subcontas'],
  newSubmerchant: 'Nova subconta',
  noSubmerchants: 'Nenhuma subconta com esses filtros.',
  searchSubmerchantsHint: 'Razão social, nome fantasia, e-mail ou documento',
  legalName: 'Razão social',
  fullName: 'Nome completo',
  tradeName: 'Nome fantasia',
  entityType: 'Tipo de pessoa',
  pj: 'Pessoa jurídica (pj)',
  pf: 'Pessoa física (pf)',
  taxId: 'Documento',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'E-mail',
  phone: 'Telefone',
  businessType: 'Ramo de negócio',
  productCategories: 'Categorias de produtos',
  productCategoriesHint: 'Separadas por vírgulas',
  averageTicket: 'Tíquete médio (centavos)',
  monthlyRevenue: 'Faturamento mensal (centavos)',
  mcc: 'MCC',
  mccHint: '4 dígitos; vazio, é obtido do CNAE principal',
  cnaes: 'CNAEs (atividades)',
  cnaeCode: (n) => `Código do CNAE ${n}`,
  cnaeDescription: (n) => `Descrição do CNAE ${n}`,
  cnaePrimary: (n) => `CNAE ${n} é a atividade principal`,
  birthDate: 'Data de nascimento',
  motherName: 'Nome da mãe',
  exampleValues: 'Valores de exemplo já preenchidos, com dígitos verificadores válidos, para você seguir adiante.',
  createSubmerchant: 'Criar subconta',
  submerchantCreated: (name) => `Subconta ${name} criada.`,
  backToList: 'Voltar à lista',
  statusNames: { pending: 'Pendente', pending_review: 'Em análise', active: 'Ativa', rejected: 'Reprovada', approved: 'Aprovado', expired: 'Vencido', captured: 'Capturada', failed: 'Falhou', succeeded: 'Entregue', disabled: 'Desativado' },
  submerchantStatus: 'Situação da subconta',
  statusLine: (status) => `Situação: ${status}`,
  rejectionReason: 'Motivo da reprovação',
  editLocked: 'O cadastro não pode mudar agora: em análise ele fica congelado, e um reprovado precisa de “Solicitar reenvio” antes.',
  review: 'Análise',
  submitForReview: 'Enviar para análise',
  submitted: 'Enviada para análise.',
  sandboxOperator: 'Sandbox: faça o papel do operador',
  approve: 'Aprovar',
  approved: 'Aprovada: a subconta está ativa.',
  rejectReason: 'Motivo da reprovação',
  reject: 'Reprovar',
  rejected: 'Reprovada.',
  requestResubmission: 'Solicitar reenvio',
  resubmissionRequested: 'De volta a pendente: altere o cadastro e envie de novo.',
  activeNote: 'Ativa: cobranças podem ser feitas em nome desta subconta.',
  pendingReviewNote: 'Aguardando a decisão do operador.',
  partners: 'Sócios (representantes legais)',
  noPartners: 'Nenhum sócio ainda. Uma empresa precisa de ao menos um antes da análise.',
  partnerName: 'Nome do sócio',
  document: 'Documento (CPF ou CNPJ)',
  partnerEntityType: 'Tipo de pessoa do sócio',
  partnerPf: 'Pessoa física (pf)',
  partnerPj: 'Pessoa jurídica (pj)',
  partnerLegalName: 'Razão social do sócio',
  role: 'Papel',
  qualification: 'Qualificação',
  participation: 'Participação (%)',
  isAdmin: 'Administrador da conta',
  savePartner: 'Salvar sócio',
  upsertHint: 'Salvar um documento já cadastrado atualiza esse sócio.',
  partnerAdded: (name) => `Sócio ${name} adicionado.`,
  partnerUpdated: (name) => `Sócio ${name} atualizado.`,
  deletePartner: (name) => `Excluir o sócio ${name}`,
  partnerDeleted: (name, docs) => `Sócio ${name} excluído, com ${docs} documento(s).`,
  roles: { legal_representative: 'Representante legal', individual_owner: 'Sócio pessoa física', corporate_owner: 'Sócio pessoa jurídica', admin: 'Administrador' },
  documents: 'Documentos',
  noDocuments: 'Nenhum documento ainda.',
  documentType: 'Tipo de documento',
  companyDocuments: 'Documentos da empresa',
  partnerDocuments: 'Documentos do sócio (um conjunto por sócio)',
  individualDocuments: 'Documentos da pessoa física',
  partner: 'Sócio',
  choosePartner: 'Escolha um sócio',
  addPartnerFirst: 'Adicione um sócio antes: documentos de sócio pertencem a um deles.',
  documentNumber: 'Número do documento',
  fileUrl: 'URL do arquivo',
  fileName: 'Nome do arquivo',
  fileSize: 'Tamanho do arquivo (bytes)',
  mimeType: 'Tipo do arquivo',
  expiresAt: 'Vence em',
  notes: 'Observações',
  addDocument: 'Enviar documento',
  documentAdded: (type) => `Documento ${type} enviado.`,
  documentFileHint: 'Você hospeda o arquivo; o serviço guarda a URL.',
  replacedAt: 'Substituído',
  current: 'Atual',
  fillDocuments: 'Preencher documentos obrigatórios (atalho de demonstração)',
  fillDocumentsHint: 'Atalho de demonstração: envia URLs de exemplo para cada documento obrigatório que falta.',
  documentsFilled: (n) => (n === 0 ? 'Não faltava nada.' : `${n} documento(s) de exemplo enviado(s).`),
  documentTypes: {
    social_contract: 'Contrato social',
    contract_amendment: 'Última alteração contratual',
    cnpj_card: 'Cartão CNPJ',
    proof_of_residence_company: 'Comprovante de endereço da empresa',
    partner_front_id: 'Documento do sócio, frente',
    partner_back_id: 'Documento do sócio, verso',
    partner_selfie_with_id: 'Selfie do sócio com documento',
    partner_proof_of_residence: 'Comprovante de residência do sócio',
    front_id: 'Documento, frente',
    back_id: 'Documento, verso',
    selfie_with_id: 'Selfie com documento',
    proof_of_residence: 'Comprovante de residência',
  },
  addresses: 'Endereços',
  noAddresses: 'Nenhum endereço ainda.',
  addressType: 'Tipo de endereço',
  addressTypes: { billing: 'Cobrança', shipping: 'Entrega', both: 'Cobrança e entrega' },
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado (UF)',
  zipCode: 'CEP',
  country: 'País',
  isPrimary: 'Endereço principal',
  primary: 'Principal',
  addAddress: 'Adicionar endereço',
  addressAdded: 'Endereço adicionado.',
  editAddress: (n) => `Editar o endereço ${n}`,
  deleteAddress: (n) => `Excluir o endereço ${n}`,
  saveAddress: 'Salvar alterações',
  addressUpdated: 'Endereço atualizado.',
  addressDeleted: 'Endereço excluído.',
  nothingChanged: 'Nada mudou.',
  editingAddress: (n) => `Editando o endereço ${n}: só os campos alterados são enviados.`,
  charges: 'Cobranças',
  chargesNoun: ['cobrança', 'cobranças'],
  noCharges: 'Nenhuma cobrança com esses filtros.',
  searchChargesHint: 'ID da cobrança, nome ou e-mail do cliente',
  dateFrom: 'De (dia UTC)',
  dateTo: 'Até (dia UTC)',
  chargeId: 'ID da cobrança',
  customer: 'Cliente',
  amount: 'Valor',
  failureReason: 'Motivo da falha',
  demoCharges: 'Cobranças de demonstração',
  demoChargesHint: 'Cria cobranças de teste pelo back end: as ímpares com o cartão capturado, as pares com o cartão que falha.',
  customerName: 'Nome do cliente',
  howMany: 'Quantas (1–10)',
  createDemoCharges: 'Criar cobranças de demonstração',
  demoChargesCreated: (n) => `${n} cobrança(s) de demonstração criada(s).`,
  updated: 'Atualizado em',
  id: 'ID',
  ...webhookTexts['pt-BR'],
};

const catalogs: Record<Locale, Messages> = { en, 'pt-BR': ptBR };

export const localeFromLang = (lang: string | null | undefined): Locale => (/^pt\b/i.test(lang ?? '') ? 'pt-BR' : 'en');

/** Where the chosen language is kept between visits (a reload, a new tab). */
export const LOCALE_STORAGE_KEY = 'pay-checkout-demo:console-lang';

function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return LOCALES.find((code) => code === value);
  } catch {
    return undefined; // storage refused (privacy settings): the language lasts for this page only
  }
}

/** `?lang=` first (a shared link), then the last choice, then the page's own `lang`. */
export function initialLocale(): Locale {
  if (typeof document === 'undefined') return 'en';
  const query = new URLSearchParams(location.search).get('lang');
  if (query) return localeFromLang(query);
  return storedLocale() ?? localeFromLang(document.documentElement.lang);
}

let current: Locale = initialLocale();
if (typeof document !== 'undefined') document.documentElement.lang = current;
const listeners = new Set<() => void>();

export const locale = (): Locale => current;
export const t = (): Messages => catalogs[current];

/** Switches every component's language, and keeps the choice: in storage and in the address (`?lang=`), so a reload keeps it. */
export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  document.documentElement.lang = next;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // storage refused: the address still carries the choice
  }
  const url = new URL(location.href);
  url.searchParams.set('lang', next);
  history.replaceState(history.state, '', url);
  listeners.forEach((listener) => listener());
}

/**
 * A text written when it is shown, in the language current then: an announcement made in English reads in Portuguese
 * after a switch, instead of staying in the language it was made in.
 */
export type Phrase = (text: Messages) => string;
/** What a live region says: a phrase, or nothing. */
export type Announcement = Phrase | '';
export const say = (announcement: Announcement): string => (announcement === '' ? '' : announcement(t()));

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const statusName = (status: string): string => t().statusNames[status] ?? status;

export function formatMoney(cents: number, currency = 'BRL'): string {
  try {
    return new Intl.NumberFormat(current, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return t().none;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(current, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

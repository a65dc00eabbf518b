// <pc-submerchant-create>: registers a pj (company) or a pf (individual), prefilled with example values whose
// CNPJ / CPF have valid check digits. Field errors from the service appear next to their fields.
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { call, type Submerchant } from './api';
import { ConsoleElement, uid } from './base';
import { FormErrors, checked, compact, formData, reais, renderField, renderSummary, text } from './forms';
import { locale, t, type Announcement } from './i18n';
import { centsAsTyped } from '../../shared/format';
import { save } from './saving';
import { href, navigate, setFlash } from './router';
import { punctuateTaxId, randomCnpj, randomCpf, TAX_ID_INPUT } from './tax-id';
import { liveStatus } from './ui';

type EntityType = 'pj' | 'pf';
const CNAE_ROWS = 2;

const cnaeFields = Array.from({ length: CNAE_ROWS }, (_, row) => [
  `cnaes.${row}.code`,
  `cnaes.${row}.description`,
  `cnaes.${row}.is_primary`,
]).flat();
// `entity_type` and `cnaes` (the list as a whole) have no single control: their errors go to the summary.
const FIELDS = [
  'legal_name',
  'trade_name',
  'tax_id',
  'email',
  'phone',
  'business_type',
  'product_categories',
  'average_ticket',
  'monthly_revenue',
  'mcc',
  'birth_date',
  'mother_name',
  ...cnaeFields,
];

/** Example values in the console's language (free text for the service: only their shape is checked). */
function example(entityType: EntityType) {
  const pt = locale() === 'pt-BR';
  return entityType === 'pj'
    ? {
        legal_name: 'Café Aurora Comércio de Alimentos Ltda',
        trade_name: 'Café Aurora',
        tax_id: randomCnpj(),
        email: 'financeiro@cafeaurora.example',
        phone: '+55 11 3456-7890',
        business_type: pt ? 'alimentação' : 'food service',
        product_categories: pt ? 'cafés, salgados' : 'coffee, pastries',
        average_ticket: 4500,
        monthly_revenue: 8_500_000,
        cnaes: [
          { code: '5611-2/01', description: 'Restaurantes e similares', is_primary: true },
          { code: '4721-1/02', description: 'Padaria e confeitaria', is_primary: false },
        ],
      }
    : {
        legal_name: 'Maria Oliveira Santos',
        trade_name: 'Maria Doces',
        tax_id: randomCpf(),
        email: 'maria.oliveira@example.com',
        phone: '+55 21 98765-4321',
        business_type: pt ? 'doces artesanais' : 'handmade sweets',
        product_categories: pt ? 'doces' : 'sweets',
        average_ticket: 2500,
        monthly_revenue: 600_000,
        birth_date: '1988-03-14',
        mother_name: 'Helena Oliveira Santos',
        cnaes: [] as { code: string; description: string; is_primary: boolean }[],
      };
}

export class SubmerchantCreate extends ConsoleElement {
  static override properties = { entityType: { state: true }, busy: { state: true }, announcement: { state: true } };

  private entityType: EntityType = 'pj';
  private values = example('pj');
  busy = false;
  announcement: Announcement = '';
  private formKey = 0;
  private readonly form = new FormErrors(this, uid('sm-new'));

  private chooseType(entityType: EntityType): void {
    if (entityType === this.entityType) return;
    this.entityType = entityType;
    this.values = example(entityType);
    this.formKey += 1;
    this.form.clear();
  }

  private async onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    const data = formData(event);
    // CNAE rows left empty are not sent; `rowOf` maps the sent index back to the row, for field errors.
    const rowOf: number[] = [];
    const cnaes = Array.from({ length: CNAE_ROWS }, (_, row) => row)
      .filter((row) => text(data, `cnaes.${row}.code`) !== undefined)
      .map((row) => {
        rowOf.push(row);
        return compact({
          code: text(data, `cnaes.${row}.code`),
          description: text(data, `cnaes.${row}.description`),
          is_primary: checked(data, `cnaes.${row}.is_primary`),
        });
      });
    const categories = text(data, 'product_categories');
    const body = compact({
      entity_type: this.entityType,
      legal_name: text(data, 'legal_name'),
      trade_name: text(data, 'trade_name'),
      tax_id: text(data, 'tax_id'),
      email: text(data, 'email'),
      phone: text(data, 'phone'),
      business_type: text(data, 'business_type'),
      product_categories: categories
        ? categories
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean)
        : undefined,
      average_ticket: reais(data, 'average_ticket'),
      monthly_revenue: reais(data, 'monthly_revenue'),
      mcc: text(data, 'mcc'),
      cnaes: cnaes.length ? cnaes : undefined,
      ...(this.entityType === 'pf'
        ? { birth_date: text(data, 'birth_date'), mother_name: text(data, 'mother_name') }
        : {}),
    });
    // CNAE rows are numbered as the form shows them, the service numbers the ones sent: map its errors back.
    const alias = (field: string) => {
      const match = /^cnaes\.(\d+)(\..*)?$/.exec(field);
      return match && rowOf[Number(match[1])] !== undefined
        ? `cnaes.${rowOf[Number(match[1])]}${match[2] ?? ''}`
        : undefined;
    };
    await save(
      this,
      this.form,
      FIELDS,
      async () => {
        const reply = await call<Submerchant>('POST', '/submerchants', body);
        const name = reply.data.legal_name;
        setFlash((words) => words.submerchantCreated(name));
        navigate(href.submerchant(reply.data.id));
        return (words) => words.saving;
      },
      { alias },
    );
  }

  protected override render(): TemplateResult {
    const text = t();
    const type = this.entityType;
    return html`<section aria-labelledby="sm-new-title">
      <div class="view-head">
        <h2 id="sm-new-title" tabindex="-1">${text.newSubmerchant}</h2>
        <a href=${href.submerchants}>${text.backToList}</a>
      </div>
      <form class="console-form" novalidate @submit=${this.onSubmit} aria-busy=${this.busy ? 'true' : 'false'}>
        ${renderSummary(this.form)}
        <fieldset class="choice">
          <legend>${text.entityType}</legend>
          ${(['pj', 'pf'] as const).map(
            (value) => html`<label class="inline"
              ><input type="radio" name="entity_type" value=${value} .checked=${type === value} @change=${() => this.chooseType(value)} />
              ${value === 'pj' ? text.pj : text.pf}</label
            >`,
          )}
        </fieldset>
        <p class="hint">${text.exampleValues}</p>
        ${keyed(`${type}-${this.formKey}`, this.fields())}
        <button type="submit" ?disabled=${this.busy}>${text.createSubmerchant}</button>
        ${liveStatus(this.announcement)}
      </form>
    </section>`;
  }

  private fields(): TemplateResult {
    const text = t();
    const v = this.values as ReturnType<typeof example> & { birth_date?: string; mother_name?: string };
    const pj = this.entityType === 'pj';
    const f = (spec: Parameters<typeof renderField>[1]) => renderField(this.form, spec);
    return html`<div class="grid">
        ${f({ name: 'legal_name', label: pj ? text.legalName : text.fullName, required: true, value: v.legal_name, autocomplete: pj ? 'organization' : 'name' })}
        ${f({ name: 'trade_name', label: text.tradeName, value: v.trade_name })}
        ${f({ name: 'tax_id', label: `${text.taxId} (${pj ? text.cnpj : text.cpf})`, required: true, value: v.tax_id, ...TAX_ID_INPUT, onChange: punctuateTaxId })}
        ${f({ name: 'email', label: text.email, type: 'email', value: v.email, autocomplete: 'email' })}
        ${f({ name: 'phone', label: text.phone, type: 'tel', value: v.phone, autocomplete: 'tel' })}
        ${f({ name: 'business_type', label: text.businessType, value: v.business_type })}
        ${f({ name: 'product_categories', label: text.productCategories, value: v.product_categories, hint: text.productCategoriesHint })}
        ${f({ name: 'average_ticket', label: text.averageTicket, value: centsAsTyped(v.average_ticket, locale()), inputmode: 'decimal' })}
        ${f({ name: 'monthly_revenue', label: text.monthlyRevenue, value: centsAsTyped(v.monthly_revenue, locale()), inputmode: 'decimal' })}
        ${f({ name: 'mcc', label: text.mcc, value: '', hint: text.mccHint, inputmode: 'numeric', maxlength: 4 })}
        ${
          pj
            ? nothing
            : html`${f({ name: 'birth_date', label: text.birthDate, type: 'date', value: v.birth_date })}
            ${f({ name: 'mother_name', label: text.motherName, value: v.mother_name })}`
        }
      </div>
      <fieldset class="cnaes">
        <legend>${text.cnaes}</legend>
        ${Array.from({ length: CNAE_ROWS }, (_, row) => {
          const cnae = v.cnaes[row];
          return html`<div class="cnae-row">
            ${f({ name: `cnaes.${row}.code`, label: text.cnaeCode(row + 1), value: cnae?.code ?? '' })}
            ${f({ name: `cnaes.${row}.description`, label: text.cnaeDescription(row + 1), value: cnae?.description ?? '' })}
            ${f({ name: `cnaes.${row}.is_primary`, label: text.cnaePrimary(row + 1), type: 'checkbox', checked: cnae?.is_primary ?? false })}
          </div>`;
        })}
      </fieldset>`;
  }
}

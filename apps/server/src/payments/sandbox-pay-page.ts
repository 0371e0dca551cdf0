import type { CardField } from './sandbox-card-form';
import { sandboxText, type SandboxTextKey } from './sandbox-pay.texts';
import type { SandboxSession } from './sandbox-session-token';

/**
 * Server-rendered HTML of the sandbox pay page in the look of the mobile layout (64 px header with the
 * product name, 480 px column, 44 px targets, AA contrast). No script: the app's CSP forbids inline
 * script, and a plain form post is all the page needs. Styles are inline, which the CSP allows.
 */

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Minor units to text in the currency's own decimals (0 for JPY and KRW). */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const STYLE = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;font-size:16px;line-height:24px;color:#1a202c;background:#f5f7fa}
.bar{height:64px;display:flex;align-items:center;gap:12px;padding:0 16px;background:#fff;border-bottom:1px solid #d5dbe3}
.bar svg{width:36px;height:36px;color:#1565c0;flex:none}
.brand{font-size:24px;line-height:32px;font-weight:600}
.badge{margin-inline-start:auto;font-size:14px;line-height:20px;font-weight:600;color:#7a3e00;background:#fff4e5;border:1px solid #b45309;border-radius:8px;padding:2px 8px}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:24px;padding:24px 20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:24px;line-height:32px;margin:0 0 8px}
h2{font-size:18px;line-height:26px;margin:0 0 4px}
.note{color:#4a5563;font-size:14px;line-height:20px;margin:0 0 16px}
.items{list-style:none;padding:0;margin:0;color:#4a5563}
.items li{display:flex;justify-content:space-between;gap:12px;padding:4px 0}
.total{display:flex;justify-content:space-between;align-items:baseline;font-size:20px;line-height:28px;margin:16px 0;padding:12px 0;border-top:1px solid #d5dbe3;border-bottom:1px solid #d5dbe3}
.total strong{font-size:28px;line-height:36px}
fieldset{border:0;padding:0;margin:0;min-width:0}
legend{font-size:20px;line-height:28px;font-weight:500;padding:0;margin-bottom:8px}
.field{margin:0 0 16px}
.short input{max-width:12rem}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{display:block;color:#4a5563;font-size:14px;line-height:20px;margin:0 0 4px}
input{display:block;width:100%;min-height:44px;padding:10px 12px;font:inherit;font-size:18px;color:#1a202c;background:#fff;border:2px solid #6b7686;border-radius:8px}
input[aria-invalid="true"]{border-color:#c62828}
.error{color:#c62828;font-weight:600;margin:4px 0 0}
.summary{border:2px solid #c62828;border-radius:12px;padding:12px 16px;margin:0 0 16px}
.summary ul{margin:0;padding-inline-start:20px}
.summary a{color:#c62828;font-weight:600}
button{display:block;width:100%;min-height:44px;padding:10px 16px;font:inherit;font-size:18px;font-weight:600;color:#fff;background:#1565c0;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#0d47a1}
:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
.testcards{margin-top:24px;color:#4a5563;font-size:14px;line-height:20px}
.testcards ul{margin:0;padding-inline-start:20px}`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff"/></svg>`;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="${sandboxText('page.lang')}" dir="${sandboxText('page.dir')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar">${LOGO}<span class="brand">${escapeHtml(sandboxText('page.productName'))}</span><span class="badge">${escapeHtml(sandboxText('page.testMode'))}</span></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

export interface PayPageView {
  session: SandboxSession;
  /** Where the form posts (the page's own path). */
  action: string;
  errors?: Partial<Record<CardField, SandboxTextKey>>;
  /** Expiry as typed, offered back after an error. */
  expiry?: string;
}

interface FieldView {
  name: CardField;
  label: SandboxTextKey;
  hint: SandboxTextKey;
  autocomplete: string;
  inputmode: string;
  maxlength: number;
  placeholder?: string;
  value?: string;
}

function renderField(f: FieldView, error: SandboxTextKey | undefined, isFirstError: boolean): string {
  const isShort = f.name !== 'cardNumber';
  const hintId = `${f.name}-hint`;
  const errorId = `${f.name}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const attributes = [
    `id="${f.name}"`,
    `name="${f.name}"`,
    'type="text"',
    `inputmode="${f.inputmode}"`,
    `autocomplete="${f.autocomplete}"`,
    `maxlength="${f.maxlength}"`,
    'required',
    `aria-describedby="${describedBy}"`,
    ...(error ? ['aria-invalid="true"'] : []),
    ...(isFirstError ? ['autofocus'] : []),
    ...(f.placeholder ? [`placeholder="${escapeHtml(f.placeholder)}"`] : []),
    ...(f.value ? [`value="${escapeHtml(f.value)}"`] : []),
  ].join(' ');
  return `<div class="${isShort ? 'field short' : 'field'}">
<label for="${f.name}">${escapeHtml(sandboxText(f.label))}</label>
<span class="hint" id="${hintId}">${escapeHtml(sandboxText(f.hint))}</span>
<input ${attributes}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(sandboxText(error))}</p>` : ''}
</div>`;
}

export function renderPayPage(view: PayPageView): string {
  const { session, errors = {} } = view;
  const amount = formatMoney(session.amount, session.currency, sandboxText('page.lang'));
  const merchant = session.merchant;
  const order: CardField[] = ['cardNumber', 'expiry', 'cvc'];
  const firstError = order.find((name) => errors[name]);

  const items = session.items
    .map(
      (item) =>
        `<li><span>${escapeHtml(sandboxText('pay.itemLine', { quantity: item.quantity, title: item.title }))}</span><span>${escapeHtml(formatMoney(item.unitAmount * item.quantity, session.currency, sandboxText('page.lang')))}</span></li>`,
    )
    .join('');

  const summary = firstError
    ? `<div class="summary" role="alert" aria-labelledby="errors-heading">
<h2 id="errors-heading">${escapeHtml(sandboxText('errors.heading'))}</h2>
<ul>${order
        .filter((name) => errors[name])
        .map((name) => `<li><a href="#${name}">${escapeHtml(sandboxText(errors[name]!))}</a></li>`)
        .join('')}</ul>
</div>`
    : '';

  const fields: Record<CardField, FieldView> = {
    cardNumber: {
      name: 'cardNumber',
      label: 'field.cardNumber',
      hint: 'field.cardNumber.hint',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
    },
    expiry: {
      name: 'expiry',
      label: 'field.expiry',
      hint: 'field.expiry.hint',
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      maxlength: 7,
      placeholder: 'MM/YY',
      value: view.expiry,
    },
    cvc: {
      name: 'cvc',
      label: 'field.cvc',
      hint: 'field.cvc.hint',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: 4,
    },
  };
  const field = (name: CardField) => renderField(fields[name], errors[name], name === firstError);

  const body = `<h1>${escapeHtml(sandboxText('pay.heading', { merchant }))}</h1>
<p class="note">${escapeHtml(sandboxText('page.testModeNote'))}</p>
${items ? `<ul class="items" aria-label="${escapeHtml(sandboxText('pay.items'))}">${items}</ul>` : ''}
<p class="total"><span>${escapeHtml(sandboxText('pay.total'))}</span> <strong>${escapeHtml(amount)}</strong></p>
${summary}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<fieldset>
<legend>${escapeHtml(sandboxText('pay.cardDetails'))}</legend>
${field('cardNumber')}
${field('expiry')}
${field('cvc')}
</fieldset>
<button type="submit">${escapeHtml(sandboxText('pay.button', { amount }))}</button>
</form>
<section class="testcards" aria-labelledby="testcards-heading">
<h2 id="testcards-heading">${escapeHtml(sandboxText('testCards.heading'))}</h2>
<ul>
<li>${escapeHtml(sandboxText('testCards.success'))}</li>
<li>${escapeHtml(sandboxText('testCards.declined'))}</li>
<li>${escapeHtml(sandboxText('testCards.insufficient'))}</li>
</ul>
</section>`;
  return shell(sandboxText('page.title', { merchant }), body);
}

/** The page for a link that cannot take payment: expired (410) or not ours (404). */
export function renderLinkProblemPage(kind: 'expired' | 'notFound'): string {
  const heading = sandboxText(`${kind}.heading`);
  return shell(
    `${heading} – ${sandboxText('page.productName')}`,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(sandboxText(`${kind}.body`))}</p>`,
  );
}

/**
 * The fields' page and its refusal page. The page is a shell: the frame's script builds the inputs (so the labels
 * follow a `lang` change) and reads its key and origin from its own address.
 */
import { escapeHtml } from '../../interface/html';
import type { FieldsLang } from '../../interface/card-fields-protocol';
import { FIELDS_TEXT } from '../../card-fields/texts';

export const CARD_FIELDS_SCRIPT_PATH = '/elements/card-fields.js';
export const CARD_FIELDS_STYLE_PATH = '/elements/card-fields.css';

export function cardFieldsPage(
  lang: FieldsLang,
  nonce: string,
  scriptIntegrity: string,
  styleIntegrity: string,
): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(FIELDS_TEXT[lang].title)}</title>
<link rel="stylesheet" href="${CARD_FIELDS_STYLE_PATH}" nonce="${nonce}" integrity="${styleIntegrity}">
<script src="${CARD_FIELDS_SCRIPT_PATH}" nonce="${nonce}" integrity="${scriptIntegrity}" defer></script>
</head>
<body></body>
</html>
`;
}

/** For the developer who wrote the frame's address: what is wrong with it. */
export function refusalPage(problems: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Card fields: bad request</title></head>
<body>
<h1>Card fields: bad request</h1>
<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>
<p>Expected: /elements/card-fields?key=&lt;public key&gt;&amp;origin=&lt;origin of the page that frames it&gt;&amp;lang=&lt;en|pt-BR&gt;</p>
</body>
</html>
`;
}

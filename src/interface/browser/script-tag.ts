// Which `<script>` tags may configure a script-tag build (the fraud session script, and `<pay-form>`'s, which boots
// the same session).

// The types a browser runs. An inert tag (`type="text/plain"`, `application/json`) is data that injected markup can
// supply, never the pay-checkout script: its data attributes must not choose the key or where the session goes.
const EXECUTABLE_TYPE = /^((text|application)\/(x-)?(java|ecma)script|module)?$/i;

/** A `<script>` that loads a file the browser runs: a real script element, with a `src` and an executable type. */
export function isLoadingScript(tag: Element): tag is HTMLScriptElement {
  if (!(tag instanceof HTMLScriptElement)) return false;
  const hasSource = Boolean(tag.getAttribute('src'));
  return hasSource && EXECUTABLE_TYPE.test(tag.type.trim());
}

// Entry of the script-tag build (dist/cdn/pay-checkout.js): boots from its own <script> tag.
import { bootFromScriptTag } from './script-tag';

// `currentScript` is null in a `type="module"` script: then the tag is found by its data attribute.
bootFromScriptTag(document.currentScript || document.querySelector('script[data-public-key]'));

// Entry of the script-tag build (dist/cdn/pay-checkout.js): boots from its own <script> tag.
import { bootFromScriptTag } from './script-tag';

bootFromScriptTag(document.currentScript);

// Entry of the script-tag build (dist/cdn/pay-checkout.js): boots from its own <script> tag, read now (the browser
// names it only while this file runs).
import { bootFromScriptTag, ownScriptTag } from './script-tag';

bootFromScriptTag(ownScriptTag());

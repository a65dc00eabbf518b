// js-cookie in the "own code" size build only: read from a global, so that none of the library's bytes are counted.
import type Cookies from 'js-cookie';

export default (globalThis as unknown as { Cookies: typeof Cookies }).Cookies;

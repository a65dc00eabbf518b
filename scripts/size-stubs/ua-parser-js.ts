// ua-parser-js in the "own code" size build only: read from a global, so that none of the library's bytes are counted.
import type { UAParser as Parser } from 'ua-parser-js';

export const UAParser = (globalThis as unknown as { UAParser: typeof Parser }).UAParser;

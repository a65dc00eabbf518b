import { describe, expect, it } from 'vitest';
import { UAParser } from 'ua-parser-js';
import { trimUaParser } from './ua-parser-browser-only';

// The unit tests load ua-parser-js through the same transform as the script-tag builds (vitest.config.ts), so the
// user-agent corpus (src/fraud/browser-type.corpus.test.ts) classifies with the parser that ships.
describe('ua-parser-js as bundled: browser detection only', () => {
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

  it('still names the browser', () => {
    expect(new UAParser(firefox).getBrowser()).toMatchObject({ name: 'Firefox', version: '128.0', major: '128' });
  });

  it('has lost the other parsers, their constants and the jQuery hook', () => {
    const parser = new UAParser(firefox) as unknown as Record<string, unknown>;
    for (const method of ['getCPU', 'getDevice', 'getEngine', 'getOS', 'getResult']) expect(parser[method]).toBeUndefined();
    expect((UAParser as unknown as Record<string, unknown>).CPU).toBeUndefined();
    expect(parser.getUA).toBeTypeOf('function');
  });

  it('refuses a source it does not know, rather than ship an unchecked parser', () => {
    expect(() => trimUaParser("var LIBVERSION  = '2.0.0',")).toThrow(/1\.0\.41/);
    expect(() => trimUaParser("var LIBVERSION  = '1.0.41',\n        browser : [[ ]]")).toThrow(/not found where expected/);
  });
});

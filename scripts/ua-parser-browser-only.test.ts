import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { detectBrowserType } from '../src/fraud/browser-type';
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
    for (const method of ['getCPU', 'getDevice', 'getEngine', 'getOS', 'getResult'])
      expect(parser[method]).toBeUndefined();
    expect((UAParser as unknown as Record<string, unknown>).CPU).toBeUndefined();
    expect(parser.getUA).toBeTypeOf('function');
  });

  it('refuses a source it does not know, rather than ship an unchecked parser', () => {
    expect(() => trimUaParser("var LIBVERSION  = '2.0.0',")).toThrow(/1\.0\.41/);
    expect(() => trimUaParser("var LIBVERSION  = '1.0.41',\n        browser : [[ ]]")).toThrow(
      /not found where expected/,
    );
  });
});

describe('the browser rules dropped change no kind', () => {
  const library = createRequire(import.meta.url)('ua-parser-js') as typeof UAParser; // Node's require: untrimmed
  const fullName = (ua: string) => new library(ua).getBrowser().name;
  const trimmedName = (ua: string) => new UAParser(ua).getBrowser().name;

  // What the dropped rules named, and strings of each: they now get no name, which is Other as before.
  const dropped: [string, string][] = [
    ['IE', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)'],
    ['IE', 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0; chromeframe/11.0.696.57)'],
    ['IE', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'],
    ['Mozilla', 'Mozilla/5.0 (X11; Linux x86_64; rv:60.0) Gecko/20100101'],
    ['Lynx', 'Lynx/2.9.0dev.10 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.1'],
    ['w3m', 'w3m/0.5.3+git20230121'],
    ['Links', 'Links (2.29; Linux 6.1.0-17-amd64 x86_64; GNU C 12.2; text)'],
    ['Cobalt', 'Mozilla/5.0 (X11; Linux x86_64) Cobalt/20.lts.1-qa (unlike Gecko) v8/8.8.278.17-jit gles Starboard/12'],
  ];
  it.each(dropped)('%s ← %s: no name now, Other', (name, ua) => {
    expect(fullName(ua)).toBe(name);
    expect(trimmedName(ua)).toBeUndefined();
    expect(detectBrowserType(ua)).toBe('Other');
  });

  // Neighbours of the dropped rules keep their names: a Chromium-based Konqueror, IEMobile, Gecko forks, Firefox.
  const kept = [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Konqueror/5.0.97 Chrome/87.0.4280.144 Safari/537.36',
    'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:91.0) Gecko/20100101 Firefox/91.0 SeaMonkey/2.53.18',
    'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:9.0) Gecko/20100101 Firefox/9.0 Navigator/9.0.0.6',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  ];
  it.each(kept)('the same name as the whole library ← %s', (ua) => {
    expect(trimmedName(ua)).toBe(fullName(ua));
    expect(trimmedName(ua)).toBeDefined();
  });
});

import { UAParser } from 'ua-parser-js';
import type { BrowserType, UserAgentBrand } from './types';

// Crawlers run real engines (often Chrome) but are no buyer's browser. `bot` must be followed by
// a separator so that device names such as "CUBOT" do not match. Google's fetchers that do not say
// "bot" (Google-InspectionTool, GoogleOther, Mediapartners-Google, Google Favicon, Google Web Preview…)
// send a full Chrome string.
const CRAWLER = /bot[-/;)]|crawl|spider|slurp|externalhit|google/i;

// ua-parser-js browser names → our kinds: Chrome, Chromium, Chrome Headless and Brave are Chrome; Edge;
// every "Opera …" (Mini, GX, Touch, Coast, Mobi…); every "Firefox …" (Focus, Reality, and Klar: Focus
// in German-speaking countries); Safari and Mobile Safari. Everything else (Samsung Internet, Yandex, UC,
// Silk, IE, Vivaldi, DuckDuckGo, app WebViews…: browsers that name themselves) is Other.
const FAMILY = /^(?:Chrome(?: Headless)?|Chromium|Brave)$|^(Edge|Opera|Firefox)\b|(Safari)$/;

/** Classifies a browser as the service expects. `brands` (Client Hints) name Edge and Opera even when the UA string reads as Chrome. */
export function detectBrowserType(userAgent: string, brands?: readonly UserAgentBrand[]): BrowserType {
  const hinted = /Edge|Opera/.exec(JSON.stringify(brands) ?? '');
  if (hinted) return hinted[0] as BrowserType;
  // An empty string would make ua-parser-js read navigator.userAgent instead.
  if (!userAgent || CRAWLER.test(userAgent)) return 'Other';
  const name = `${new UAParser(userAgent).getBrowser().name}`.replace('Klar', 'Firefox');
  const family = FAMILY.exec(name);
  if (!family) return 'Other';
  // Group 1: Edge, Opera or Firefox; group 2: Safari; neither: one of the Chrome names.
  return (family[1] || family[2] || 'Chrome') as BrowserType;
}

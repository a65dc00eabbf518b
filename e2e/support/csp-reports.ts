/**
 * "No CSP / Trusted Types violation": reports arrive at the rig (report-uri) some time after the violation, so an
 * empty list proves nothing on its own. The page makes one violation of its own last (an image from a host no
 * policy lists) and its report is awaited: the reports of earlier violations were sent before it.
 */
import { expect } from '@playwright/test';
import type { Rig } from './engines/rig';
import type { Tab } from './engines/tab';

const MARKER_HOST = '127.0.0.2:9';
const MARKER_IMAGE = `http://${MARKER_HOST}/csp-report-marker.png`;
/** Long enough for a report on a loaded machine; a marker whose report never comes fails the test (no vacuous pass). */
const MARKER_REPORT_TIMEOUT_MS = 10_000;

const isMarker = (report: unknown) => JSON.stringify(report).includes(MARKER_HOST);

/** Every report the page sent before this call has arrived, and none but the marker's came. */
export async function expectNoCspReports(tab: Tab, rig: Rig): Promise<void> {
  await tab.evaluate((src) => void (new Image().src = src), MARKER_IMAGE);
  await expect
    .poll(() => rig.cspReports.some(isMarker), {
      message: 'the marker violation is reported',
      timeout: MARKER_REPORT_TIMEOUT_MS,
    })
    .toBe(true);
  expect(
    rig.cspReports.filter((report) => !isMarker(report)),
    'CSP / Trusted Types violation reports',
  ).toEqual([]);
}

/**
 * The one place the element leaves the page. An object, not a bare function, so tests can spy on
 * `assign` without navigating. Merchants who navigate themselves cancel `pay-redirect` instead.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

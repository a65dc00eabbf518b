/**
 * The one place the element leaves the page. An object (not a bare function) so tests, and
 * embedders with their own router, can replace `assign` and observe the hosted-flow redirect.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

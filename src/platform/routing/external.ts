/** Leaving the app for another site (an OAuth provider); one seam that tests can observe. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

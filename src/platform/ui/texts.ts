/** Texts the spec states and several features show, verbatim. */
export const TEXTS = {
  noBranchesManager:
    'You do not have any branches to manage! To get started as a Manager, Company owner should give you access.',
  noBranchesToShow: 'No branches to show',
  loginWelcomeToast: "You're in. Welcome back to your account 🎉",
  loginFailedTitle: 'Login Failed',
  /** Not the spec's: a sign-in whose code could not be downloaded (offline), nothing sent. */
  loginNotSent: 'You could not be logged in: check your connection and try again.',
  loginFailedText:
    'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable. For further help, reach out to our support team.',
  /** Not the spec's: the login page a Logout in another tab brought this tab to. */
  signedOutElsewhere: 'You were signed out in another tab.',
  googleCallbackError:
    'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable',
} as const;

// Types of scripts/bench/logged-in-screens.mjs for the e2e tests.
export interface LoggedInScreen {
  name: string;
  path: string;
  /** The screen the warm navigation starts from. */
  from: string;
  /** The link clicked there; null: a router navigation. */
  link: string | null;
  /** The screen's main content, shown once its data has come. */
  content: string;
}
export const LOGGED_IN_SCREENS: LoggedInScreen[];

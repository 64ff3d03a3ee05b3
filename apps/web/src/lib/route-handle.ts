/** What a route declares about itself (React Router `handle`). */
export type RouteHandle = {
  /**
   * i18n key of the page title; the document title is "{title} - {site_name}". A function picks
   * the key from the route's params (one `/:slug` route serving several kinds of page).
   */
  titleKey?: string | ((params: Record<string, string | undefined>) => string);
  /** The main area spans the whole width (home, activity). */
  fullWidth?: boolean;
  /** The main area has a white background (goods detail). */
  whiteBg?: boolean;
  /**
   * The in-site links this route serves, when its path is a whole-segment parameter standing for
   * a pattern (`/:pageSlug` serves `/sku-:id`); used to tell which links have a page.
   */
  linkPatterns?: string[];
};

/** A route's `handle`, typed where the route tables declare it. */
export const handle = (h: RouteHandle): RouteHandle => h;

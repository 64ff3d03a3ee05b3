/** What a route declares about itself (React Router `handle`). */
export type RouteHandle = {
  /** i18n key of the page title; the document title is "{title} - {site_name}". */
  titleKey?: string;
  /** The main area spans the whole width (home, activity). */
  fullWidth?: boolean;
  /** The main area has a white background (goods detail). */
  whiteBg?: boolean;
};

/**
 * What each app tells the one API client (ARCHITECTURE: the API contract): the storefront keeps
 * its session in cookies and goes to /closed on code -3; the console adds its CSRF header (ADR
 * 0014). Each app's bundle holds one client, configured once by its app layer.
 */
export type ApiConfig = {
  /** Headers every call carries besides its content type and language (the console's CSRF). */
  headers: () => Record<string, string>;
  /** Whether this browser holds a session now (a new one re-arms the end; see session-end). */
  hasSession: () => boolean;
  /** The session is gone: called once per session, with the server's message. */
  onSessionLost: (message: string) => void;
  /** Code -3: the site is closed. */
  onSiteClosed: () => void;
};

let config: ApiConfig = {
  headers: () => ({}),
  hasSession: () => false,
  onSessionLost: () => undefined,
  onSiteClosed: () => undefined,
};

/** The app layer says what its calls carry and what a lost session or a closed site does. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
}

export const apiConfig = (): ApiConfig => config;

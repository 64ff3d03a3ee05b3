/** Why a code is sent; the SMS template depends on it. */
export type SmsPurpose = 'login' | 'register' | 'find_password';

/** Sends text messages. Drivers: `log` (development, tests) writes the code to the server log. */
export interface SmsSender {
  sendCode(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

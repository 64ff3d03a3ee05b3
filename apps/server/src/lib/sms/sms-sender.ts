/**
 * Why a code is sent; the SMS template depends on it. The member-centre purposes (issue 16):
 * `modify_password` and `pay_password` go to the bound mobile, `mobile_old` / `mobile_new` to the
 * two numbers of a mobile change.
 */
export type SmsPurpose =
  | 'login'
  | 'register'
  | 'find_password'
  | 'modify_password'
  | 'pay_password'
  | 'mobile_old'
  | 'mobile_new';

/**
 * Sends text messages. Drivers: `log` writes the code to the server log; `outbox` (the default
 * outside production) also appends it to a file, the phone of development and browser tests.
 */
export interface SmsSender {
  sendCode(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

/** EAN-13 check digit of the first 12 digits (weights 1 and 3 from the left). */
export function ean13CheckDigit(twelveDigits: string): number {
  if (!/^\d{12}$/.test(twelveDigits))
    throw new Error(`EAN-13 needs 12 digits, got "${twelveDigits}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A full EAN-13 code from its first 12 digits. */
export function ean13(twelveDigits: string): string {
  return `${twelveDigits}${ean13CheckDigit(twelveDigits)}`;
}

/** True when `code` is 13 digits whose last digit is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

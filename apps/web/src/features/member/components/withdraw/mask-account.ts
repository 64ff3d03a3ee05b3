/** A card number shown masked but recognisable: 6222 **** 8123; other accounts as they are. */
export const maskAccount = (type: string, account: string) =>
  type === 'bank' && account.length > 8
    ? `${account.slice(0, 4)} **** **** ${account.slice(-4)}`
    : account;

import { DEMO_PASSWORD, DEMO_MEMBERS } from './member-demo';
import { DEMO_CLERK_LOGIN } from './pickup-store-demo';
import { DEMO_SALESMAN_LOGIN } from './salesman-demo';
import { DEMO_CONSOLE_ACCOUNTS, DEMO_SERVICER_USERNAME } from './staff-demo';

/**
 * The start log's lines naming every seeded demo account with its password and what it is for,
 * built from the seeders' own lists so an account added there is printed too (issue 25).
 */
export function demoAccountLines(port: number): string[] {
  const buyers = DEMO_MEMBERS.map((m) => m.username).join(', ');
  const console = DEMO_CONSOLE_ACCOUNTS.map((a) => `${a.username} (${a.role})`).join(', ');
  return [
    `demo data seeded; every demo account's password is ${DEMO_PASSWORD}`,
    `storefront buyers: ${buyers} (demo and demo2 share a login group; demo4's drug trading licence has expired)`,
    `storefront salesman: ${DEMO_SALESMAN_LOGIN} (team pages in the member centre); pickup store clerk: ${DEMO_CLERK_LOGIN} (verifies pickup codes in the member centre)`,
    `console http://localhost:${port}/admin: ${console}`,
    `customer-service workbench http://localhost:${port}/workbench: ${DEMO_SERVICER_USERNAME} (自营 shop; ${DEMO_SERVICER_USERNAME}2, ${DEMO_SERVICER_USERNAME}3, ... serve the other shops)`,
  ];
}

/** E2E_PORT lets two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);

/** A data directory per port: two checkouts' journeys never wipe each other's database. */
export const e2eDataDir = (port: number) => `.data-e2e-${port}`;

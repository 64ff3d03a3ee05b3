import type { ReactNode } from 'react';

export function TopBar({ accountArea }: { accountArea: ReactNode }) {
  return <div>{accountArea}</div>;
}

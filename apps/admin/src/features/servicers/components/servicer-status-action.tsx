import type { Servicer } from '@shop/contracts/staff';
import { StatusToggleAction } from '@/components/status-toggle-action';
import { useDisableServicer, useEnableServicer } from '../api/servicer-writes';

/**
 * Disables or enables a servicer after a confirmation. Disabling says what follows: the servicer
 * is signed out at once and its open conversations go back to waiting for another servicer.
 */
export function ServicerStatusAction({ servicer }: { servicer: Servicer }) {
  const disable = useDisableServicer();
  const enable = useEnableServicer();
  return (
    <StatusToggleAction
      namespace="servicers"
      enabled={servicer.status === 1}
      titleParams={{ username: servicer.username }}
      toggle={(off) => (off ? disable : enable).mutateAsync({ staff_id: servicer.staff_id })}
    />
  );
}

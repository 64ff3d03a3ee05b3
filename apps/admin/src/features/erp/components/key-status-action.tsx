import type { ErpKey } from '@shop/contracts/erp';
import { StatusToggleAction } from '@/components/status-toggle-action';
import { useDisableErpKey, useEnableErpKey } from '../api/erp-key-writes';

/** Disables or enables an ERP key after a confirmation saying that its calls stop at once. */
export function KeyStatusAction({ erpKey }: { erpKey: ErpKey }) {
  const disable = useDisableErpKey();
  const enable = useEnableErpKey();
  return (
    <StatusToggleAction
      namespace="erp"
      enabled={erpKey.status === 1}
      titleParams={{ note: erpKey.note }}
      toggle={(off) => (off ? disable : enable).mutateAsync({ key_id: erpKey.key_id })}
    />
  );
}

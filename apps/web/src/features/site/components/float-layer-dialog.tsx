import { CloseOutlined } from '@ant-design/icons';
import type { FloatLayer as FloatLayerConfig } from '@shop/contracts/site';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TargetLink } from '@/components/target-link';
import { isRouteAvailable } from '@/lib/available-routes';
import { resolveLink } from '@/lib/link-target';
import { isEditable } from '../hooks/use-user-engagement';

/**
 * The float layer itself: loaded only when the rules say it shows (see float-layer.tsx). It opens
 * only if the user is not `busy` with the page by then (`onShown` then remembers it), keeps no
 * hold on the focus, and closes as soon as a field of the page takes the focus.
 */
export function FloatLayerDialog({
  layer,
  busy,
  onShown,
}: {
  layer: FloatLayerConfig;
  busy: () => boolean;
  onShown: () => void;
}) {
  const { t } = useTranslation();
  const [opened] = useState(() => !busy());
  const [open, setOpen] = useState(opened);
  const { pathname } = useLocation();
  const [shownOn] = useState(pathname);
  useEffect(() => {
    if (opened) onShown();
  }, [opened, onShown]);

  const close = () => setOpen(false);
  const shown = open && pathname === shownOn;
  // A field of the page taking the focus (the search box...) is the user at work: step aside.
  useEffect(() => {
    if (!shown) return;
    const onFocus = (event: FocusEvent) => {
      if (isEditable(event.target)) setOpen(false);
    };
    document.addEventListener('focusin', onFocus, true);
    return () => document.removeEventListener('focusin', onFocus, true);
  }, [shown]);
  // Esc closes the layer wherever the focus is (the page behind may still hold it).
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);
  const target = resolveLink(layer.link.url, isRouteAvailable);
  const label = layer.title || t('layout:floatLayer.label');
  const image = (
    <img
      src={layer.img_url}
      alt={label}
      style={{ display: 'block', width: '100%', maxHeight: '72vh', objectFit: 'contain' }}
    />
  );
  return (
    <Modal
      open={shown}
      onCancel={close}
      footer={null}
      closable={false}
      centered
      width={420}
      destroyOnHidden
      // Never hold the focus: a field of the page the user moves to keeps it.
      focusable={{ trap: false, focusTriggerAfterClose: false }}
      styles={{
        container: { padding: 0, background: 'transparent', boxShadow: 'none' },
        body: { padding: 0 },
      }}
    >
      <TargetLink target={target} newTab={target?.kind === 'external'} aria-label={label}>
        {image}
      </TargetLink>
      <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
        <Button
          shape="circle"
          ghost
          size="large"
          icon={<CloseOutlined />}
          aria-label={t('layout:floatLayer.close')}
          onClick={close}
        />
      </div>
    </Modal>
  );
}

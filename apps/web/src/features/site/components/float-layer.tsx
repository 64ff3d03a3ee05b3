import { CloseOutlined } from '@ant-design/icons';
import type { FloatLayer as FloatLayerConfig } from '@shop/contracts/site';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isRouteAvailable } from '@/lib/available-routes';
import { useFloatLayer } from '../api/get-float-layer';
import { decideFloatLayer } from '../lib/float-layer-schedule';
import { readFloatLayerShown, writeFloatLayerShown } from '../lib/float-layer-storage';
import { resolveLink } from '@/lib/link-target';
import { TargetLink } from '@/components/target-link';

function FloatLayerDialog({ layer }: { layer: FloatLayerConfig }) {
  const { t } = useTranslation();
  const [decision] = useState(() => decideFloatLayer(layer, readFloatLayerShown(), Date.now()));
  const [open, setOpen] = useState(decision.show);
  // Following the layer's in-site link leaves the page it was shown on: it closes.
  const { pathname } = useLocation();
  const [shownOn] = useState(pathname);

  useEffect(() => {
    if (decision.show) writeFloatLayerShown(decision.next);
  }, [decision]);

  const close = () => setOpen(false);
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
      open={open && pathname === shownOn}
      onCancel={close}
      footer={null}
      closable={false}
      centered
      width={420}
      destroyOnHidden
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

/**
 * The shop's promotional float layer: a centred image over a dim mask, shown by the rules of
 * spec §4 (see `decideFloatLayer`), remembered in this browser's local storage. A changed setting
 * mounts a fresh dialog, which decides again.
 */
export function FloatLayer() {
  const { data: layer } = useFloatLayer();
  if (!layer) return null;
  return (
    <FloatLayerDialog
      key={`${layer.type}-${layer.startTime}-${layer.endTime}-${layer.img_url}`}
      layer={layer}
    />
  );
}

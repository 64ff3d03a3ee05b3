import { type FloatLayer as FloatLayerConfig, isVisitorOnlyLink } from '@shop/contracts/site';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { hasSession } from '@/lib/session';
import { useFloatLayer } from '../api/get-float-layer';
import { useUserEngagement } from '../hooks/use-user-engagement';
import { decideFloatLayer } from '../lib/float-layer-schedule';
import { readFloatLayerShown, writeFloatLayerShown } from '../lib/float-layer-storage';

const FloatLayerDialog = lazy(() =>
  import('./float-layer-dialog').then((m) => ({ default: m.FloatLayerDialog })),
);

/**
 * Decides once per mounted setting; the dialog's code loads only when it is to be shown, and the
 * showing is remembered only once it really opened (not over a busy user).
 */
function FloatLayerGate({ layer, busy }: { layer: FloatLayerConfig; busy: () => boolean }) {
  const [decision] = useState(() => decideFloatLayer(layer, readFloatLayerShown(), Date.now()));
  const onShown = useCallback(() => writeFloatLayerShown(decision.next), [decision]);
  if (!decision.show) return null;
  return (
    <Suspense fallback={null}>
      <FloatLayerDialog layer={layer} busy={busy} onShown={onShown} />
    </Suspense>
  );
}

/** The home page, the only page the float layer shows on. */
const HOME_PATHS = new Set(['/', '/index']);

/**
 * The shop's promotional float layer: a centred image over a dim mask, shown on the home page by
 * the rules of spec §4 (see `decideFloatLayer`), remembered in this browser's local storage. A
 * layer leading to a page only visitors use (注册) is not shown to a member, nor over a user who
 * is already typing or clicking (it would take their keys: Enter in the search box must search).
 * A changed setting mounts a fresh dialog, which decides again.
 */
export function FloatLayer() {
  const { pathname } = useLocation();
  const { data: layer } = useFloatLayer();
  const busy = useUserEngagement();
  if (!layer || !HOME_PATHS.has(pathname.toLowerCase())) return null;
  if (hasSession() && isVisitorOnlyLink(layer.link.url)) return null;
  return (
    <FloatLayerGate
      key={`${layer.type}-${layer.startTime}-${layer.endTime}-${layer.img_url}`}
      layer={layer}
      busy={busy}
    />
  );
}

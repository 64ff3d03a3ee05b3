import { FLOAT_LAYER_REPEAT_MS } from '@shop/contracts/constants';
import { FloatLayerType, type FloatLayer } from '@shop/contracts/site';

/** What the browser remembers about the float layer it last showed. */
export type FloatLayerShown = {
  /** The setting it was shown under: a change of any of these starts afresh. */
  startTime: number;
  endTime: number;
  type: number;
  lastShownAt: number;
};

export type FloatLayerDecision = {
  show: boolean;
  /** What to remember afterwards (unchanged when the layer is not shown). */
  next: FloatLayerShown | null;
};

type Schedule = Pick<FloatLayer, 'is_show' | 'type' | 'startTime' | 'endTime' | 'img_url'>;

/**
 * Whether to show the float layer now (spec §4): only between startTime and endTime; type 1 once,
 * type 2 every time, type 3 once per 24 hours. What was remembered resets when the start time, end
 * time or type change, so a new campaign shows even to buyers who saw the old one.
 */
export function decideFloatLayer(
  layer: Schedule,
  stored: FloatLayerShown | null,
  now: number,
): FloatLayerDecision {
  const keep = { show: false, next: stored };
  if (layer.is_show !== 1 || !layer.img_url) return keep;
  if (now < layer.startTime || now > layer.endTime) return keep;

  const sameSetting =
    stored !== null &&
    stored.startTime === layer.startTime &&
    stored.endTime === layer.endTime &&
    stored.type === layer.type;
  const lastShownAt = sameSetting ? stored.lastShownAt : null;

  const due =
    lastShownAt === null ||
    layer.type === FloatLayerType.ALWAYS ||
    (layer.type === FloatLayerType.DAILY && now - lastShownAt >= FLOAT_LAYER_REPEAT_MS);
  if (!due) return keep;
  return {
    show: true,
    next: {
      startTime: layer.startTime,
      endTime: layer.endTime,
      type: layer.type,
      lastShownAt: now,
    },
  };
}

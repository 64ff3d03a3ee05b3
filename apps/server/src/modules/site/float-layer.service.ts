import { FloatLayerSchema, type FloatLayer } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { withDefaults, getConfig } from '../settings';

export const FLOAT_LAYER_KEY = 'float_layer';

const StoredFloatLayerSchema = withDefaults(FloatLayerSchema, {
  is_show: 0,
  type: 1,
  startTime: 0,
  endTime: 0,
  img_url: '',
  link: { url: '' },
  title: '',
});

/**
 * The float-layer setting. When and how often it shows (spec §4) is decided by the client from
 * `type`, `startTime` and `endTime`; a layer without an image is never shown.
 */
export async function getFloatLayer(db: DbExecutor): Promise<FloatLayer> {
  const layer = await getConfig(db, FLOAT_LAYER_KEY, StoredFloatLayerSchema);
  return layer.img_url ? layer : { ...layer, is_show: 0 };
}

import { z } from 'zod';
import type { FloatLayerShown } from './float-layer-schedule';

const STORAGE_KEY = 'shop.floatLayer';

const StoredSchema = z.object({
  startTime: z.number(),
  endTime: z.number(),
  type: z.number(),
  lastShownAt: z.number(),
});

/** What this browser remembers about the float layer; anything unreadable counts as nothing. */
export function readFloatLayerShown(): FloatLayerShown | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = StoredSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeFloatLayerShown(value: FloatLayerShown | null): void {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the layer may show again, which is harmless.
  }
}

import { describe, expect, it } from 'vitest';
import { decideFloatLayer, type FloatLayerShown } from './float-layer-schedule';

const DAY = 86_400_000;
const START = Date.parse('2025-06-01T00:00:00Z');
const END = START + 30 * DAY;
const NOW = START + 10 * DAY;

const layer = (
  type: 1 | 2 | 3,
  extra: Partial<{ is_show: 0 | 1; startTime: number; endTime: number; img_url: string }> = {},
) => ({
  is_show: 1 as const,
  type,
  startTime: START,
  endTime: END,
  img_url: '/demo/footer/float-layer.svg',
  ...extra,
});
const shown = (
  type: number,
  lastShownAt: number,
  extra: Partial<FloatLayerShown> = {},
): FloatLayerShown => ({
  startTime: START,
  endTime: END,
  type,
  lastShownAt,
  ...extra,
});

describe('decideFloatLayer', () => {
  it.each([
    ['type 1, never shown: shows', layer(1), null, NOW, true],
    ['type 1, shown before: stays hidden', layer(1), shown(1, NOW - 20 * DAY), NOW, false],
    ['type 1, shown a moment ago: stays hidden', layer(1), shown(1, NOW - 1), NOW, false],
    ['type 2, never shown: shows', layer(2), null, NOW, true],
    ['type 2, shown a second ago: shows again', layer(2), shown(2, NOW - 1000), NOW, true],
    ['type 3, never shown: shows', layer(3), null, NOW, true],
    [
      'type 3, shown 23 h 59 min ago: stays hidden',
      layer(3),
      shown(3, NOW - DAY + 60_000),
      NOW,
      false,
    ],
    ['type 3, shown exactly 24 h ago: shows', layer(3), shown(3, NOW - DAY), NOW, true],
    ['type 3, shown 3 days ago: shows', layer(3), shown(3, NOW - 3 * DAY), NOW, true],
    ['before startTime: hidden', layer(2), null, START - 1, false],
    ['at startTime: shows', layer(2), null, START, true],
    ['at endTime: shows', layer(2), null, END, true],
    ['after endTime: hidden', layer(2), null, END + 1, false],
    ['switched off: hidden', layer(2, { is_show: 0 }), null, NOW, false],
    ['no image: hidden', layer(2, { img_url: '' }), null, NOW, false],
  ])('%s', (_name, config, stored, now, expected) => {
    expect(decideFloatLayer(config, stored, now).show).toBe(expected);
  });

  it('remembers the setting and the time when it shows', () => {
    expect(decideFloatLayer(layer(3), null, NOW).next).toEqual({
      startTime: START,
      endTime: END,
      type: 3,
      lastShownAt: NOW,
    });
  });

  it('keeps what it remembered when it does not show', () => {
    const before = shown(1, NOW - DAY);
    expect(decideFloatLayer(layer(1), before, NOW)).toEqual({ show: false, next: before });
    expect(decideFloatLayer(layer(2), before, END + 1)).toEqual({ show: false, next: before });
  });

  it.each([
    ['the start time changes', shown(1, NOW - DAY, { startTime: START - DAY })],
    ['the end time changes', shown(1, NOW - DAY, { endTime: END + DAY })],
    ['the type changes', shown(3, NOW - 60_000)],
  ])('starts afresh when %s', (_name, stored) => {
    const decision = decideFloatLayer(layer(1), stored, NOW);
    expect(decision).toEqual({
      show: true,
      next: { startTime: START, endTime: END, type: 1, lastShownAt: NOW },
    });
  });

  it('shows a type-1 layer once across repeated visits', () => {
    let stored: FloatLayerShown | null = null;
    const seen = [NOW, NOW + DAY, NOW + 2 * DAY].map((now) => {
      const d = decideFloatLayer(layer(1), stored, now);
      stored = d.next;
      return d.show;
    });
    expect(seen).toEqual([true, false, false]);
  });

  it('shows a type-3 layer once per 24 hours across repeated visits', () => {
    let stored: FloatLayerShown | null = null;
    const seen = [NOW, NOW + 3_600_000, NOW + DAY, NOW + DAY + 1, NOW + 2 * DAY + 5].map((now) => {
      const d = decideFloatLayer(layer(3), stored, now);
      stored = d.next;
      return d.show;
    });
    expect(seen).toEqual([true, false, true, false, true]);
  });
});

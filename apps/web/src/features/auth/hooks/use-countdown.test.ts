import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second from the start value and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current).toMatchObject({ left: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ left: 60, running: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(59);
    for (let i = 0; i < 59; i += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ left: 0, running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });
});

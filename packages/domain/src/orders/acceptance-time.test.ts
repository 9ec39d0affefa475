import { describe, expect, it } from 'vitest';
import { acceptanceEstimate, formatWaitingTime } from './acceptance-time.js';

describe('acceptanceEstimate', () => {
  it('starts at 5 minutes with nobody waiting and adds 3 per waiting order', () => {
    expect(acceptanceEstimate(0)).toEqual({
      pendingOrdersCount: 0,
      estimatedMinutes: 5,
      estimatedTime: 'About 5 minutes',
    });
    expect(acceptanceEstimate(4)).toMatchObject({ pendingOrdersCount: 4, estimatedMinutes: 17 });
  });

  it('caps the estimate at one hour', () => {
    expect(acceptanceEstimate(100)).toEqual({
      pendingOrdersCount: 100,
      estimatedMinutes: 60,
      estimatedTime: 'About 1 hour',
    });
  });

  it('treats a negative or fractional count sensibly', () => {
    expect(acceptanceEstimate(-3).estimatedMinutes).toBe(5);
    expect(acceptanceEstimate(1.9).pendingOrdersCount).toBe(1);
  });
});

describe('formatWaitingTime', () => {
  it('reads like a person would say it', () => {
    expect(formatWaitingTime(1)).toBe('About 1 minute');
    expect(formatWaitingTime(65)).toBe('About 1 hour 5 minutes');
    expect(formatWaitingTime(120)).toBe('About 2 hours');
  });
});

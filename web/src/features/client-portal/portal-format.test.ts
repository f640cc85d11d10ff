import { describe, expect, it } from 'vitest';
import { formatMessageTime, initialsOf, senderLabel, timelineOf } from './portal-format.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Shorefront Roofing Team')).toBe('SR');
    expect(initialsOf('  marina   coastwell ')).toBe('MC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });
});

describe('formatMessageTime', () => {
  it('reads like Jan 5, 3:30 PM, in Florida time', () => {
    expect(formatMessageTime('2025-01-05T20:30:00Z')).toBe('Jan 5, 3:30 PM');
    // 2:30 in the morning in London is still the evening before in Jacksonville (EDT, UTC−4).
    expect(formatMessageTime('2025-07-05T02:30:00Z')).toBe('Jul 4, 10:30 PM');
    expect(formatMessageTime('nonsense')).toBe('nonsense');
  });
});

describe('senderLabel', () => {
  it('names the project manager and falls back to the team', () => {
    expect(senderLabel('project_manager')).toBe('Project Manager');
    expect(senderLabel('customer')).toBe('You');
    expect(senderLabel('something')).toBe('Project Team');
  });
});

describe('timelineOf', () => {
  const titles = (status: string) => timelineOf(status, 'x').map((step) => step.title);

  it('always starts with Estimate Created and promises completion while pending', () => {
    expect(titles('pending')).toEqual(['Estimate Created', 'Project Complete']);
    expect(timelineOf('pending', 'x').at(-1)?.detail).toBe('Estimated completion in 5-7 days');
  });

  it('adds the accepted and in-progress steps', () => {
    expect(titles('accepted')).toEqual([
      'Estimate Created',
      'Project Accepted',
      'Project Complete',
    ]);
    const inProgress = timelineOf('in-progress', 'x');
    expect(inProgress.map((step) => step.title)).toContain('Work in Progress');
    expect(inProgress.find((step) => step.title === 'Work in Progress')?.state).toBe('active');
  });

  it('marks the project complete at completed', () => {
    const last = timelineOf('completed', 'x').at(-1);
    expect(last).toMatchObject({ title: 'Project Complete', state: 'done' });
  });
});

describe('progress stops', () => {
  it('reaches the stops up to the percent', async () => {
    const { reachedStops, barPercent } = await import('./progress-stops.ts');
    expect(reachedStops(0)).toEqual([]);
    expect(reachedStops(75)).toEqual(['Requested', 'Scheduled', 'Estimated']);
    expect(reachedStops(100)).toHaveLength(4);
    expect(barPercent(140)).toBe(100);
    expect(barPercent(Number.NaN)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { planServers, probeDocker } from './containers.ts';

const all = {
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
  nats: 'nats://127.0.0.1:4222',
  redis: 'redis://127.0.0.1:6379',
};

describe('choice of integration servers', () => {
  it('uses reachable local servers as they are, even with a Docker engine', () => {
    const plans = planServers(all, { available: true });
    expect(plans.map((plan) => plan.source)).toEqual(['local', 'local', 'local']);
  });

  it('starts a container only for what is not reachable, when Docker answers', () => {
    const plans = planServers({ ...all, nats: null }, { available: true });
    expect(plans).toContainEqual({ name: 'nats', source: 'container', image: 'nats:2.10-alpine' });
    expect(plans.filter((plan) => plan.source === 'local')).toHaveLength(2);
  });

  it('names what is missing and why when there is neither', () => {
    const plans = planServers(
      { postgres: null, nats: null, redis: all.redis },
      { available: false, reason: 'Could not find a working container runtime strategy' },
    );
    const missing = plans.filter((plan) => plan.source === 'missing');
    expect(missing.map((plan) => plan.name)).toEqual(['postgres', 'nats']);
    expect(missing[0]).toMatchObject({
      reason: expect.stringContaining('no Docker engine answered (Could not find a working'),
    });
  });

  it('answers whether a Docker engine is there, with a reason when not', async () => {
    const docker = await probeDocker();
    // This machine has none; a machine with Docker says available.
    if (!docker.available) expect(docker.reason.length).toBeGreaterThan(0);
    else expect(docker.available).toBe(true);
  });
});

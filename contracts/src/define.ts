import type { z } from 'zod';
import type { QueueName } from './queues.ts';

/**
 * One domain event: its subject (`<service>.<entity>.<past-verb>`), the version of its payload and
 * the schema of that payload. Publishing takes the definition, so a wrong payload does not compile;
 * consumers validate with the same schema before acting.
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  readonly type: string;
  readonly version: number;
  readonly schema: S;
}

export function defineEvent<S extends z.ZodType>(definition: {
  type: string;
  version: number;
  schema: S;
}): EventDefinition<S> {
  if (!/^[a-z-]+\.[a-z-]+\.[a-z-]+$/.test(definition.type)) {
    throw new Error(`event type "${definition.type}" is not <service>.<entity>.<past-verb>`);
  }
  return Object.freeze({ ...definition });
}

export type EventData<E extends EventDefinition> = z.infer<E['schema']>;
export type EventInput<E extends EventDefinition> = z.input<E['schema']>;

/**
 * One background job: the queue it runs on, its name and payload version, and the payload schema.
 * The worker validates the payload with the schema before the job's one handler runs it.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly queue: QueueName;
  readonly name: string;
  readonly version: number;
  readonly schema: S;
}

export function defineJob<S extends z.ZodType>(definition: {
  queue: QueueName;
  name: string;
  version: number;
  schema: S;
}): JobDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.name)) {
    throw new Error(`job name "${definition.name}" must be kebab-case`);
  }
  return Object.freeze({ ...definition });
}

export type JobData<J extends JobDefinition> = z.infer<J['schema']>;
export type JobInput<J extends JobDefinition> = z.input<J['schema']>;

/** The name a job travels under: its name and payload version, e.g. `contact-emails@1`. */
export const jobWireName = (job: JobDefinition) => `${job.name}@${job.version}`;

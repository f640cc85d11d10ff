import type { z } from 'zod';
import { type PlatformConfig, parseConfig } from '../config.ts';
import type { ServiceContext } from './define.ts';

/**
 * A service's own settings (its model, keys, budgets, timeouts): one zod schema, declared on the
 * service (`defineService({ settings })`) and parsed when the process mounts it, at boot, from
 * the same environment as the platform's config. A bad value stops the boot naming the variable
 * (startOrExplain prints it); afterwards every reader gets the parsed value through `of(ctx)`,
 * never the environment again.
 */
export interface ServiceSettings<T> {
  /**
   * Parses the settings from the config's environment, once per config (the boot reads them
   * before anything opens; mounting the service finds them read); ConfigError on a bad value.
   */
  load(config: PlatformConfig): T;
  /** The settings parsed at boot for this service's process. */
  of(ctx: ServiceContext): T;
}

/** An empty variable (`OPENAI_API_KEY=` in a compose file) counts as unset. */
const withoutEmpty = (env: PlatformConfig['env']) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

export function defineSettings<S extends z.ZodType>(schema: S): ServiceSettings<z.infer<S>> {
  // Keyed by the process's config: embedded, every service shares it; each handle is one service's.
  const parsed = new WeakMap<PlatformConfig, z.infer<S>>();
  return {
    load(config) {
      if (parsed.has(config)) return parsed.get(config) as z.infer<S>;
      const value = parseConfig(schema, withoutEmpty(config.env));
      parsed.set(config, value);
      return value;
    },
    of(ctx) {
      const value = parsed.get(ctx.config);
      if (value === undefined)
        throw new Error(`settings of ${ctx.name} read before it was mounted`);
      return value;
    },
  };
}

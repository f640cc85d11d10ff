/**
 * Reads `.env` from the working directory into `process.env` when the file exists, as
 * `.env.example` promises. Imported first by every entry point (the gateway, services/run.ts,
 * the staff CLI), before any module reads a setting. A variable already set in the environment
 * wins over the file (Node's `process.loadEnvFile` never overwrites), so compose, Kubernetes or
 * the shell can always override it. `ENV_FILE` names another file; `ENV_FILE=off` reads none.
 */
import { existsSync } from 'node:fs';

const file = process.env.ENV_FILE ?? '.env';
if (file !== 'off' && existsSync(file)) process.loadEnvFile(file);

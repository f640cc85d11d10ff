import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

const found = new Map<string, Promise<string | null>>();

/** The full path of an executable on PATH, or null (looked up once per process). */
export function findExecutable(name: string): Promise<string | null> {
  let lookup = found.get(name);
  if (!lookup) {
    lookup = (async () => {
      for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
        const candidate = join(dir, name);
        try {
          await access(candidate, constants.X_OK);
          return candidate;
        } catch {}
      }
      return null;
    })();
    found.set(name, lookup);
  }
  return lookup;
}

/**
 * Runs a program with `input` on stdin and answers its stdout. Arguments go straight to the
 * program (no shell), so text can never become a command; a run past `timeoutMs` is killed.
 */
export function runCommand(
  file: string,
  args: string[],
  input: Uint8Array | string,
  timeoutMs: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 2000) err += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${file} exited with ${code}: ${err.trim().slice(0, 300)}`));
    });
    // A program that exits early closes stdin: that shows up as its exit code, not as EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

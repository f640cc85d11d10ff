/**
 * A reference for issue 26, not a product: the same proxy hop as the gateway's, made by nginx (an
 * event loop in C) instead of Node. `npm run bench` measures it next to the gateway when an nginx
 * binary is on the machine (`apt-get install nginx-light`; `BENCH_NGINX=<path>` names another), so
 * "what can reach ≤ 0.5 × the service's CPU" is a figure, not a guess. One process (no master, one
 * worker), so its CPU is one /proc entry; keep-alive to the upstream as the gateway's pool does; no
 * access log (the gateway logs only warnings in the bench).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The nginx binary to use, or undefined when the machine has none. */
export function nginxBinary(): string | undefined {
  const candidates = [process.env.BENCH_NGINX, '/usr/sbin/nginx', 'nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  for (const candidate of candidates) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  return undefined;
}

/** nginx.conf for one single-process proxy from `port` to `upstream` (http://host:port). */
function nginxConfig(dir: string, port: number, upstream: string): string {
  const target = new URL(upstream);
  return `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream service { server ${target.host}; keepalive 128; keepalive_requests 1000000; }
  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000;
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
}

/** Starts nginx on `port`, its configuration and scratch files in `dir` (which exists). */
export async function spawnNginx(
  binary: string,
  dir: string,
  port: number,
  upstream: string,
): Promise<ChildProcess> {
  const config = join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, port, upstream));
  return spawn(binary, ['-p', dir, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
}

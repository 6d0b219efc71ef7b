// nginx in front of emu-server instances (the two-instance test and bench/realtime.mjs): round
// robin over the upstreams, HTTP/1.1 keep-alive to them, and the WebSocket settings the README
// gives (Upgrade and Connection passed on, proxy_read_timeout above Realtime's 25 s heartbeat).
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from './smtp.mjs';

export const NGINX = process.env.NGINX || '/usr/sbin/nginx';

/** Starts nginx on 127.0.0.1:port over upstreams ["127.0.0.1:1234", ...]; returns the child. */
export async function startNginx(port, upstreams, dir) {
  await mkdir(path.join(dir, 'nginx'), { recursive: true });
  const root = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `${root}
worker_processes 1;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx/body;
  proxy_temp_path ${dir}/nginx/proxy;
  fastcgi_temp_path ${dir}/nginx/fastcgi;
  uwsgi_temp_path ${dir}/nginx/uwsgi;
  scgi_temp_path ${dir}/nginx/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream emu { ${upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://emu;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx/nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', `${dir}/nginx`, '-c', `${dir}/nginx/nginx.conf`, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitFor(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok;
    } catch {
      return false;
    }
  }, { timeoutMs: 10_000, what: 'nginx' });
  return child;
}

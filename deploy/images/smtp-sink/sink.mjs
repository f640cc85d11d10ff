// The development SMTP sink: every message kept in memory (a restart forgets them, as a sink may),
// listed the way Mailpit's API lists them.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const messages = [];
const address = (entry) => ({ Name: '', Address: entry.address.toLowerCase() });
const header = (raw, name) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
};

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  size: 25 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      messages.push({
        ID: randomUUID(),
        From: session.envelope.mailFrom ? address(session.envelope.mailFrom) : null,
        To: session.envelope.rcptTo.map(address),
        Subject: header(raw, 'subject'),
        MessageID: header(raw, 'message-id'),
        Created: new Date().toISOString(),
        Size: raw.length,
        raw,
      });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 1025), process.env.HOST ?? '0.0.0.0');

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  const json = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/livez') return json(200, { ok: true });
  if (url.pathname === '/api/v1/messages' && request.method === 'DELETE') {
    messages.length = 0;
    return json(200, { ok: true });
  }
  if (url.pathname === '/api/v1/messages') {
    const start = Number(url.searchParams.get('start') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    // Newest first, as Mailpit lists them.
    const newest = messages.toReversed().slice(start, start + limit);
    return json(200, {
      total: messages.length,
      count: newest.length,
      start,
      messages: newest.map(({ raw, ...summary }) => summary),
    });
  }
  const raw = url.pathname.match(/^\/api\/v1\/message\/([^/]+)\/raw$/);
  const found = raw && messages.find((message) => message.ID === raw[1]);
  if (found) {
    response.writeHead(200, { 'content-type': 'message/rfc822' });
    return response.end(found.raw);
  }
  json(404, { error: 'not found' });
});
http.listen(Number(process.env.HTTP_PORT ?? 8025), process.env.HOST ?? '0.0.0.0');
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}

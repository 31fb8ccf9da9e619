import { connect, type Socket } from 'node:net';

/**
 * A bare SMTP client for tests that need the listener's exact replies (codes and texts at each
 * step), which a mail library hides. `send` writes a command and answers the server's full reply
 * (the last line's code and every line's text).
 */
export interface SmtpTestSession {
  greeting: SmtpReply;
  send(line: string): Promise<SmtpReply>;
  /** DATA's content, dot-stuffed and ended with `<CRLF>.<CRLF>`, answered with the final reply. */
  data(content: Buffer | string): Promise<SmtpReply>;
  /** The content alone, after a DATA already answered 354. */
  content(content: Buffer | string): Promise<SmtpReply>;
  close(): void;
}

export interface SmtpReply {
  code: number;
  text: string;
}

export async function openSmtpSession(port: number, host = '127.0.0.1'): Promise<SmtpTestSession> {
  const socket: Socket = connect({ port, host });
  let buffer = '';
  const waiting: ((reply: SmtpReply) => void)[] = [];
  const ready: SmtpReply[] = [];
  let lines: string[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      lines.push(line);
      if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: lines.map((l) => l.slice(4)).join('\n') };
        lines = [];
        const next = waiting.shift();
        if (next) next(reply);
        else ready.push(reply);
      }
    }
  });
  socket.on('error', () => undefined);
  const nextReply = () =>
    new Promise<SmtpReply>((resolve, reject) => {
      const queued = ready.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('no SMTP reply within 20 s')), 20_000);
      waiting.push((reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
  const greeting = await nextReply();
  const send = (line: string) => {
    socket.write(`${line}\r\n`);
    return nextReply();
  };
  const content = (message: Buffer | string) => {
    const text = (typeof message === 'string' ? Buffer.from(message) : message)
      .toString('latin1')
      .replace(/\r?\n/g, '\r\n')
      .replace(/^\./gm, '..');
    socket.write(Buffer.from(text, 'latin1'));
    socket.write(text.endsWith('\r\n') ? '.\r\n' : '\r\n.\r\n');
    return nextReply();
  };
  return {
    greeting,
    send,
    content,
    async data(message) {
      const start = await send('DATA');
      return start.code === 354 ? content(message) : start;
    },
    close() {
      socket.destroy();
    },
  };
}

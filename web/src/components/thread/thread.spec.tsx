import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { formatDateTime } from '../../lib/dates';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';
import { MessageThread, type MessageThreadProps } from './MessageThread';
import { sendDraft, sendsOnKey, type SendMutation } from './sendDraft';

const render = (node: ReactNode) => renderToStaticMarkup(node);

/** A mutation that records what it was given and settles as told. */
function fakeSend(outcome: 'stored' | Error | 'pending' = 'stored') {
  const sent: string[] = [];
  const send: SendMutation = {
    isPending: outcome === 'pending',
    mutate: vi.fn((text: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => {
      sent.push(text);
      if (outcome === 'stored') options.onSuccess();
      else if (outcome instanceof Error) options.onError(outcome);
    }),
  };
  return { send, sent };
}

describe('sendsOnKey', () => {
  it('sends on Enter; Shift+Enter and other keys write', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('sendDraft', () => {
  const callbacks = () => ({ failedText: 'Could not send', onSent: vi.fn(), onFailed: vi.fn() });

  it('sends the text trimmed and says so once it is stored', () => {
    const { send, sent } = fakeSend();
    const on = callbacks();
    expect(sendDraft('  Hello team \n', send, on)).toBe(true);
    expect(sent).toEqual(['Hello team']);
    expect(on.onSent).toHaveBeenCalledOnce();
    expect(on.onFailed).not.toHaveBeenCalled();
  });

  it('sends nothing while the text is blank or the last one is still on its way', () => {
    const idle = fakeSend();
    expect(sendDraft(' \n ', idle.send, callbacks())).toBe(false);
    const busy = fakeSend('pending');
    expect(sendDraft('Hello', busy.send, callbacks())).toBe(false);
    expect([...idle.sent, ...busy.sent]).toEqual([]);
  });

  it("reports the server's message when it refuses, and the fallback otherwise; the text stays", () => {
    const refused = callbacks();
    sendDraft(
      'Hi',
      fakeSend(new ApiError(403, { error: { code: 'FORBIDDEN', message: 'Staff only' } })).send,
      refused,
    );
    expect(refused.onFailed).toHaveBeenCalledWith('Staff only');
    const failed = callbacks();
    sendDraft('Hi', fakeSend(new ApiError(500, {})).send, failed);
    expect(failed.onFailed).toHaveBeenCalledWith('Could not send');
    expect([refused.onSent, failed.onSent].flatMap((fn) => fn.mock.calls)).toEqual([]);
  });
});

describe('MessageComposer', () => {
  const props = (send: SendMutation): MessageComposerProps => ({
    send,
    texts: {
      label: 'Message',
      placeholder: 'Type a message…',
      send: 'Send',
      sending: 'Sending…',
      failed: 'Could not send',
    },
    className: 'chat__form',
  });

  it('names its text box by its label and waits for text before the button works', () => {
    const html = render(<MessageComposer {...props(fakeSend().send)} inputClassName="chat__input" />);
    const id = /<textarea id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label class="visually-hidden" for="${id!}">Message</label>`);
    expect(html).toMatch(/<form class="chat__form">/);
    expect(html).toMatch(/class="field__control field__control--textarea chat__input"/);
    expect(html).toMatch(/maxLength="\d+"/);
    expect(html).toContain('placeholder="Type a message…"');
    expect(html).not.toContain('aria-describedby');
    expect(html).toMatch(/<button class="button button--primary" type="submit" disabled="">Send<\/button>/);
  });

  it('shows the sending text while the text is on its way, and points at its hint', () => {
    const html = render(
      <MessageComposer
        {...props(fakeSend('pending').send)}
        buttonClassName="button--small"
        describedBy="hint-1"
      />,
    );
    expect(html).toContain('aria-describedby="hint-1"');
    expect(html).toMatch(
      /<button class="button button--primary button--small" type="submit" disabled="">Sending…<\/button>/,
    );
  });
});

describe('MessageThread', () => {
  const classes = { list: 'list', message: 'msg', meta: 'meta', time: 'when', text: 'body', end: 'end' };
  type Line = { id: string; createdAt: string; text: string; author: string; own?: boolean };
  const base: MessageThreadProps<Line> = {
    messages: [],
    authorOf: (line) => line.author,
    pending: false,
    loadingLabel: 'Loading messages…',
    emptyText: 'No messages yet',
    classes,
  };
  const at = '2026-11-20T15:00:00.000Z';

  it('shows a spinner while the first page loads, then the empty text', () => {
    const loading = render(<MessageThread {...base} pending />);
    expect(loading).toContain('role="status"');
    expect(loading).toContain('Loading messages…');
    expect(loading).not.toContain('<ol');
    expect(render(<MessageThread {...base} />)).toBe('<p class="job-detail__empty">No messages yet</p>');
  });

  it('lists the messages in the order given, each with its author, time and text', () => {
    const html = render(
      <MessageThread
        {...base}
        label="Internal notes"
        classes={{ list: 'list', message: 'msg', meta: 'meta', text: 'body' }}
        messages={[
          { id: 'a', author: 'Sam Staff', createdAt: at, text: 'First' },
          { id: 'b', author: 'Staff member', createdAt: at, text: 'Second' },
        ]}
      />,
    );
    expect(html).toBe(
      '<ol class="list" aria-label="Internal notes">' +
        `<li class="msg"><p class="meta">Sam Staff <time dateTime="${at}">${formatDateTime(at)}</time></p><p class="body">First</p></li>` +
        `<li class="msg"><p class="meta">Staff member <time dateTime="${at}">${formatDateTime(at)}</time></p><p class="body">Second</p></li>` +
        '</ol>',
    );
  });

  it("as a live thread, announces new messages, marks the viewer's own and ends with the scroll mark", () => {
    const html = render(
      <MessageThread
        {...base}
        live
        isOwn={(line) => line.own === true}
        messages={[
          { id: 'a', author: 'You', createdAt: at, text: 'Mine', own: true },
          { id: 'b', author: 'HireRelay Team', createdAt: at, text: 'Theirs', own: false },
        ]}
      />,
    );
    expect(html).toMatch(/^<ol class="list" aria-live="polite">/);
    expect(html).toContain('<li class="msg" data-own="true"><p class="meta">You <time class="when"');
    expect(html).toContain('<li class="msg" data-own="false">');
    expect(html).toMatch(/<li aria-hidden="true" class="end"><\/li><\/ol>$/);
  });
});

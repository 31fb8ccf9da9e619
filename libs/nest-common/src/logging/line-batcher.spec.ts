import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LineBatcher } from './line-batcher.js';

function logged() {
  const writes: string[] = [];
  const logger = pino(
    { base: null, timestamp: false },
    new LineBatcher({ write: (chunk) => writes.push(chunk) }),
  );
  return { logger, writes };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const messages = (chunk: string | undefined) =>
  (chunk ?? '')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('LineBatcher', () => {
  it('writes the info lines of one event-loop turn together, in order, at the end of it', async () => {
    const { logger, writes } = logged();
    logger.info('one');
    logger.info('two');
    logger.debug('not at this level');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(messages(writes[0])).toEqual(['one', 'two']);
    logger.info('three');
    await nextTurn();
    expect(messages(writes[1])).toEqual(['three']);
  });

  it('writes a warning or an error at once, after the lines before it', async () => {
    const { logger, writes } = logged();
    logger.info('before');
    logger.error('failed');
    expect(writes).toHaveLength(1);
    expect(messages(writes[0])).toEqual(['before', 'failed']);
    logger.warn('careful');
    expect(messages(writes[1])).toEqual(['careful']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });
});

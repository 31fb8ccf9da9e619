import { describe, expect, it } from 'vitest';
import { postWrite } from './post-write.rules.js';

const form = {
  title: 'Ten tips',
  slug: 'ten-tips',
  excerpt: null,
  content: 'Body',
  published: true,
};
const now = new Date('2026-05-06T07:08:09.010Z');

describe('postWrite', () => {
  it('publishes at the time of the save while published', () => {
    expect(postWrite(form, now)).toEqual({ ...form, publishedAt: now, updatedAt: now });
  });

  it('has no publication time for a draft, and is updated all the same', () => {
    expect(postWrite({ ...form, published: false }, now)).toMatchObject({
      published: false,
      publishedAt: null,
      updatedAt: now,
    });
  });
});

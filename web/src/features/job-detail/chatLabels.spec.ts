import { describe, expect, it } from 'vitest';
import { chatLabel, oldestFirst } from './chatLabels';

const USER = 'user-1';
const STAFF = 'staff-1';

describe('chatLabel', () => {
  it('labels one’s own message You, in either view', () => {
    expect(chatLabel({ senderId: USER, senderRole: 'user' }, USER, 'Grace Hopper')).toBe('You');
    expect(chatLabel({ senderId: STAFF, senderRole: 'admin' }, STAFF, 'Grace Hopper')).toBe('You');
  });

  it('labels staff messages HireRelay team in the user’s view (and another staff member’s)', () => {
    expect(chatLabel({ senderId: STAFF, senderRole: 'admin' }, USER, 'Grace Hopper')).toBe('HireRelay team');
    expect(chatLabel({ senderId: STAFF, senderRole: 'admin' }, 'staff-2', 'Grace Hopper')).toBe(
      'HireRelay team',
    );
  });

  it('labels the user’s messages with their name in the staff view, User when they have none', () => {
    expect(chatLabel({ senderId: USER, senderRole: 'user' }, STAFF, 'Grace Hopper')).toBe('Grace Hopper');
    expect(chatLabel({ senderId: USER, senderRole: 'user' }, STAFF, '  ')).toBe('User');
    expect(chatLabel({ senderId: USER, senderRole: 'user' }, STAFF, null)).toBe('User');
  });
});

describe('oldestFirst', () => {
  it('puts the newest message at the bottom', () => {
    const messages = [
      { id: '2', createdAt: '2026-03-01T10:05:00.000Z' },
      { id: '1', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: '3', createdAt: '2026-03-01T10:09:00.000Z' },
    ];
    expect(oldestFirst(messages).map((message) => message.id)).toEqual(['1', '2', '3']);
  });
});

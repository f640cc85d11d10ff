import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox.ts';

describe('mailboxKey', () => {
  it.each([
    ['A.B+x@GMail.com', 'ab@gmail.com'],
    ['ab@gmail.com', 'ab@gmail.com'],
    ['a.b@googlemail.com', 'ab@gmail.com'],
    [' Dana.Whitfield+roof@Example.com ', 'dana.whitfield@example.com'],
    ['dana.whitfield@example.com', 'dana.whitfield@example.com'],
    ['o.neil+1+2@outlook.com', 'o.neil@outlook.com'],
  ])('%s is the mailbox %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('keeps dots where the provider does not ignore them', () => {
    expect(mailboxKey('a.b@example.com')).not.toBe(mailboxKey('ab@example.com'));
  });
});

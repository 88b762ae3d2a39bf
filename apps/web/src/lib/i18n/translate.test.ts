import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('translate', () => {
  const messages = {
    errors: { not_found_title: 'Page not found' },
    hi: 'Hello {{name}}, {{ name }}!',
  };

  it('reads dotted keys and interpolates', () => {
    expect(translate(messages, 'errors.not_found_title')).toBe('Page not found');
    expect(translate(messages, 'hi', { name: 'Ana' })).toBe('Hello Ana, Ana!');
    expect(translate(messages, 'hi', {})).toBe('Hello {{name}}, {{ name }}!');
  });

  it('returns the key when the text is missing or not a leaf', () => {
    expect(translate(messages, 'errors')).toBe('errors');
    expect(translate(messages, 'errors.nope.deeper')).toBe('errors.nope.deeper');
    expect(translate(undefined, 'hi')).toBe('hi');
  });
});

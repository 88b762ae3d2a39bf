// @vitest-environment happy-dom
import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { enterMovesOn } from './enter-moves-on.ts';

/** A React keyboard event as far as the handler reads it. */
function press(key: string, target: EventTarget, defaultPrevented = false) {
  let prevented = defaultPrevented;
  const event = {
    key,
    target,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault: () => {
      prevented = true;
    },
  } as unknown as KeyboardEvent<HTMLFormElement>;
  return { event, prevented: () => prevented };
}

describe('enterMovesOn', () => {
  it('takes Enter in a field from the form and moves on instead', () => {
    let moves = 0;
    const { event, prevented } = press('Enter', document.createElement('input'));
    enterMovesOn(() => moves++)(event);
    expect(moves).toBe(1);
    expect(prevented()).toBe(true);
  });

  it('leaves other keys, Enter on a button, and an Enter a control took alone', () => {
    let moves = 0;
    const handler = enterMovesOn(() => moves++);
    const other = press('a', document.createElement('input'));
    const onButton = press('Enter', document.createElement('button'));
    handler(other.event);
    handler(onButton.event);
    handler(press('Enter', document.createElement('input'), true).event);
    expect(moves).toBe(0);
    expect(other.prevented() || onButton.prevented()).toBe(false);
  });
});

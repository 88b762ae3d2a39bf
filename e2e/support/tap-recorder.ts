import type { Locator, Page } from 'playwright-core';

/**
 * Counts what a driver does with a finger (issue 10: 'a test that counts the taps and fields'):
 * every tap or click, including the tap that puts the caret in a field, and every field typed
 * into. A field that already has the focus (the form moved it there, as a card form does from
 * one complete field to the next) is typed into without a tap.
 */
export interface TapRecorder {
  /** One tap on `target`; `container` is the iframe holding it, scrolled into view first. */
  tap(label: string, target: Locator, container?: Locator): Promise<void>;
  /** Types `text` key by key into `field`, tapping it first unless it has the focus. */
  type(label: string, field: Locator, text: string, container?: Locator): Promise<void>;
  readonly taps: number;
  readonly fields: number;
  /** What was done, in order: 'tap Continue', 'type plate'... */
  readonly steps: readonly string[];
}

export function tapRecorder(page: Page): TapRecorder {
  const steps: string[] = [];
  let taps = 0;
  let fields = 0;

  // Chromium throttles an off-screen cross-origin frame's animation frames, and a click inside
  // waits for them: bring the frame into view as the driver's scrolling would, let two pass.
  const reveal = async (container: Locator | undefined) => {
    if (!container) return;
    await container.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  };
  const hasFocus = (field: Locator) =>
    field.evaluate((element) => element === document.activeElement && document.hasFocus());

  return {
    async tap(label, target, container) {
      await reveal(container);
      await target.scrollIntoViewIfNeeded();
      await target.click();
      taps++;
      steps.push(`tap ${label}`);
    },
    async type(label, field, text, container) {
      await reveal(container);
      if (!(await hasFocus(field))) {
        await field.click();
        taps++;
        steps.push(`tap ${label}`);
      }
      await field.pressSequentially(text);
      fields++;
      steps.push(`type ${label}`);
    },
    get taps() {
      return taps;
    },
    get fields() {
      return fields;
    },
    get steps() {
      return steps;
    },
  };
}

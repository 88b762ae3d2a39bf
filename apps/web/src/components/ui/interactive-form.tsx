import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import './form.css';

/**
 * A form whose controls can be used only once the app runs it. A server-rendered page shows
 * its forms before their code has hydrated them (decision 065): a tap there would be lost and
 * a typed plate would vanish. The controls sit in a fieldset that the HTML sends disabled and
 * that this component enables as soon as it is hydrated (or, rendered in the browser, before
 * the first paint). Set on the element, not through state: a re-render would reach parts of the
 * page still hydrating and make React render them again.
 */
export function InteractiveForm({ children, ...form }: ComponentProps<'form'>) {
  const controls = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    if (controls.current) controls.current.disabled = false;
  }, []);
  return (
    <form {...form}>
      <fieldset ref={controls} className="form__controls" disabled>
        {children}
      </fieldset>
    </form>
  );
}

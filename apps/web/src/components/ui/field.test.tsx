// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

afterEach(cleanup);

const renderField = (error: string | null, announce: boolean) =>
  render(
    <Field inputId="plate" label="Plate" errorId="plate-error" error={error} announce={announce}>
      <input id="plate" aria-describedby={error ? 'plate-error' : undefined} />
    </Field>,
  );

describe('Field', () => {
  it('labels its control and shows no error until there is one', () => {
    renderField(null, true);
    expect(screen.getByLabelText('Plate').id).toBe('plate');
    expect(document.getElementById('plate-error')).toBeNull();
  });

  it('writes the error under the control, read out only when announce is set', () => {
    renderField('Required', true);
    expect(screen.getByRole('alert').id).toBe('plate-error');
    cleanup();
    renderField('Required', false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('plate-error')?.textContent).toBe('Required');
  });
});

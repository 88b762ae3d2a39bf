// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { PlateInput } from './plate-input.tsx';

afterEach(cleanup);

function Plate() {
  const [plate, setPlate] = useState('');
  return (
    <I18nProvider initialLocale="en-US" initialMessages={enMessages}>
      <label htmlFor="plate">Plate</label>
      <PlateInput id="plate" value={plate} onPlateChange={setPlate} aria-describedby="hint" />
    </I18nProvider>
  );
}

const note = enMessages.common.plate_symbols_dropped;

describe('PlateInput', () => {
  it('says what it keeps when it drops what was typed, and stops once nothing is dropped', () => {
    render(<Plate />);
    const input = screen.getByLabelText<HTMLInputElement>('Plate');
    fireEvent.change(input, { target: { value: '$$$' } });
    expect(input.value).toBe('');
    expect(screen.getByText(note)).toBeTruthy();
    // Described by the caller's own message and by the note.
    const noteId = screen.getByText(note).id;
    expect(input.getAttribute('aria-describedby')).toBe(`hint ${noteId}`);
    fireEvent.change(input, { target: { value: '12-ab' } });
    expect(input.value).toBe('12-ab');
    expect(screen.queryByText(note)).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('hint');
  });
});

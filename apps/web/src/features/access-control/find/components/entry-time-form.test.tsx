// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { EntryTimeForm } from './entry-time-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(initialDate = '') {
  vi.stubGlobal('fetch', async () => Response.json(enMessages));
  const onSearch = vi.fn();
  render(
    <I18nProvider initialLocale="en-US">
      <EntryTimeForm
        initialDate={initialDate}
        initialTime=""
        timeZone="Europe/Madrid"
        onSearch={onSearch}
      />
    </I18nProvider>,
  );
  await screen.findByLabelText('Entry time');
  return onSearch;
}

const submit = () =>
  fireEvent.submit(
    screen.getByRole('button', { name: 'Search' }).closest('form') as HTMLFormElement,
  );

describe('the entry time of the search by time', () => {
  it('says beside each field what is missing, and does not search', async () => {
    const onSearch = await renderForm();
    fireEvent.change(screen.getByLabelText('Entry date'), { target: { value: '' } });
    submit();
    expect(screen.getByText('Enter the date you drove in.')).toBeTruthy();
    expect(screen.getByText('Enter the time you drove in.')).toBeTruthy();
    expect(screen.getByLabelText('Entry date').getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a time still to come on the lot clock', async () => {
    const onSearch = await renderForm('2999-01-01');
    fireEvent.change(screen.getByLabelText('Entry time'), { target: { value: '10:00' } });
    submit();
    expect(
      screen.getByText('That time has not come yet. Enter the time you drove in.'),
    ).toBeTruthy();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a past entry', async () => {
    const onSearch = await renderForm('2026-11-23');
    fireEvent.change(screen.getByLabelText('Entry time'), { target: { value: '09:15' } });
    submit();
    expect(onSearch).toHaveBeenCalledWith({ date: '2026-11-23', time: '09:15' });
  });
});

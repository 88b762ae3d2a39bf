// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider.tsx';
import enMessages from '#web/locales/en-US.json';
import { RetryAlert } from './retry-alert.tsx';

afterEach(cleanup);

describe('RetryAlert', () => {
  it('titles the alert with the heading asked for, says why, and retries on the button', () => {
    const onRetry = vi.fn();
    render(
      <I18nProvider initialLocale="en-US" initialMessages={enMessages}>
        <RetryAlert
          title="Could not load"
          titleAs="h1"
          description="Check the connection"
          onRetry={onRetry}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Could not load');
    expect(screen.getByRole('alert').textContent).toContain('Check the connection');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('writes a title that is no heading as a plain line, with no description', () => {
    render(
      <I18nProvider initialLocale="en-US" initialMessages={enMessages}>
        <RetryAlert title="Too many searches" titleAs="p" onRetry={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  });
});

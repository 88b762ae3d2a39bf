// How the product writes money and instants for people (web pages, e-mails, SMS): Intl only,
// no date library, so the web's first chunk can use it.
export * from './calendar-date.js';
export * from './date-time.js';
export * from './localized-text.js';
export * from './money.js';
export * from './phone-number.js';
export * from './time-left.js';
export * from './time-of-day.js';
export * from './time-soon.js';
export * from './zone-name.js';

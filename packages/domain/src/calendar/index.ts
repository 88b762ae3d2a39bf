// Calendar days without a time zone: the date picker's grid and keys, and dates typed with digits.
export * from './calendar-date.js';
export * from './month-grid.js';
export * from './parse-typed-date.js';
export * from './typed-date.js';

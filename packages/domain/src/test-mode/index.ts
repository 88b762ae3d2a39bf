export { isServedBySandbox } from './served-by-sandbox.js';

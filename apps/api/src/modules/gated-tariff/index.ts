/** What the rest of the API may use of the gated tariffs (modules/README.md). */
export {
  type GatedTariffInput,
  type SetGatedTariffResult,
  setGatedTariff,
} from './set-gated-tariff.js';

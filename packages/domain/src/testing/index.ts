// Reference implementations for tests and benchmarks only (`@parking/domain/testing`): slow on
// purpose, so they stay out of the package's public exports and out of the apps' bundles.
export { getClosingStatusByMinuteScan } from '../opening-hours/closing-status-by-minute-scan.js';
export {
  type MaskedPlateAttack,
  type PlateFormat,
  recoverMaskedPlate,
  SPANISH_PLATE,
} from './masked-plate-attack.js';
export { operatorFileArbitrary } from './operator-file-arbitrary.js';

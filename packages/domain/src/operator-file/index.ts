export { amountOfMinor, minorOfAmount } from './amount.js';
export { canonicalFile, canonicalInstant, effectivePlaceSettings } from './canonical.js';
export { clockOfMinute, minuteOfClock } from './clock-time.js';
export {
  diffOperatorFiles,
  type FieldChange,
  OPERATOR_ENTITIES,
  type OperatorChange,
  type OperatorEntity,
  planText,
} from './diff.js';
export { OPERATOR_FILE_LIMITS } from './limits.js';
export {
  type OperatorFileProblem,
  OperatorFileSchema,
  parseOperatorFile,
  problemsText,
} from './parse.js';
export {
  canonicalAccount,
  type PaymentAccount,
  PaymentAccountSchema,
  paymentAccountProblems,
  unsetAccountVariables,
  unsetAccountWarnings,
  type VariableReader,
} from './payment-account.js';
export {
  OperatorClosingDaySchema,
  OperatorPeriodSchema,
  OperatorPlaceSchema,
  OperatorPlaceSettingsSchema,
  OperatorRateSchema,
} from './place-schema.js';
export { publicUrlProblem } from './public-url.js';
export { pathText } from './rules.js';
export {
  type OperatorCustomer,
  OperatorCustomerSchema,
  OperatorCustomerSettingsSchema,
  type OperatorFile,
  type OperatorFileInput,
  OperatorFileShape,
  type OperatorGatedTariff,
  type OperatorLine,
  OperatorOrganizationSchema,
  type OperatorPeriod,
  type OperatorPlace,
  type OperatorRate,
  OperatorServiceTypeSchema,
  OperatorVehicleTypeSchema,
} from './schema.js';

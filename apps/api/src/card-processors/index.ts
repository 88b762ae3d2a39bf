/**
 * What the rest of the API may use of the card processors: the interface the payment core
 * talks to, the registry that picks a processor by a place's gateway, the plugin that ties the
 * sandbox to the app's life, and the sandbox's own HTTP surface (README.md).
 */
export {
  type CardProcessor,
  type CardSaving,
  type Intent,
  type IntentWithSecret,
  PAID_INTENT_STATUSES,
  type Refund,
  type SavedMethod,
  type WebhookEvent,
  WebhookSignatureError,
} from './card-processor.js';
export {
  CardProcessorError,
  CardProcessorRequestError,
  IgnoredWebhookEventError,
} from './errors.js';
export { cardProcessorsPlugin } from './plugin.js';
export {
  boundBaseUrl,
  type CardProcessorRegistry,
  createCardProcessors,
  sandboxWebhookInto,
} from './registry.js';
export { sandboxRoutes } from './sandbox/http/routes.js';
/** Signs a body as the sandbox does: tests post webhooks signed with a known secret. */
export { signSandboxPayload } from './sandbox/webhook-signature.js';

/**
 * The secret key the gateway publishes for its test merchant (999008881, terminal 1): anyone can
 * sign an answer with it, so it signs no real money (decision 073). The embedded sandbox signs
 * with it unless REDIRECT_SANDBOX_SECRET says otherwise.
 */
export const PUBLISHED_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

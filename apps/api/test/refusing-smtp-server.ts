import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server that refuses every recipient, quoting the address in its answer as real ones
 * do ('550 5.1.1 <ana@…>: Recipient address rejected'): what a failing SMTP puts in an error.
 */
export async function startRefusingSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = Object.assign(
        new Error(`5.1.1 <${address.address}>: Recipient address rejected`),
        { responseCode: 550 },
      );
      callback(refusal);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

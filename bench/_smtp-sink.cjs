// The SMTP server of bench/receipts.ts, in a child process (a mail server is another program):
// accepts everything, reports each message's recipients and arrival time (epoch ms, comparable
// across processes) to the parent in small batches.
const { SMTPServer } = require('smtp-server');
let pending = [];
const flush = () => {
  if (pending.length) {
    process.send(pending);
    pending = [];
  }
};
setInterval(flush, 20).unref();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      const at = performance.timeOrigin + performance.now();
      for (const r of session.envelope.rcptTo) pending.push([r.address, at]);
      if (pending.length >= 200) flush();
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('disconnect', () => process.exit(0));

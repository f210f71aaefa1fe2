// Runs s3rver (an S3-compatible server) for the tests, in a process of its own:
//   node --openssl-legacy-provider s3rver-process.mjs DIRECTORY BUCKET...
// It prints its port on the first line and stops when its standard input closes (the test ended
// or died). The legacy provider is for s3rver's list continuation tokens, which it encrypts with
// DES: OpenSSL 3 refuses DES without it, and listing past one page of keys would fail.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);
const stop = () => server.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
